import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectFieldErrors, selectIsBusy } from '../../machines/forms/form.selectors';
import { limits } from '../../domain/rule-texts';
import type { profileMachine } from '../../machines/account/profile.machine';
import { selectProfile, selectProfilePhase } from '../../machines/account/profile.selectors';
import type { ProfileUpdatePayload } from '../../domain/account/auth';
import type { User } from '../../domain/account/user';
import { Button } from '../ui/Button';
import { Form } from '../ui/Form';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/use-form-focus';
import * as styles from './AccountForms.css';

type ProfileActor = ActorRefFrom<typeof profileMachine>;

const memberSince = (createdAt: string | undefined) => (createdAt ? dayjs(createdAt).format('MMMM D, YYYY') : 'Unknown');

/** `takeFocus`: the details come back after the form closed, and focus returns to the button that opened it. */
function ProfileDetails({ profile, onEdit, takeFocus }: { profile: User; onEdit: () => void; takeFocus: boolean }) {
  const rows = [
    ['First Name', profile.name],
    ['Last Name', profile.lastname],
    ['Email', profile.email],
    ['Member Since', memberSince(profile.created_at)],
  ] as const;
  return (
    <>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <dt className={styles.detailLabel}>{label}</dt>
            <dd className={styles.detailValue}>{value}</dd>
          </div>
        ))}
        <div className={styles.detailRow}>
          <dt className={styles.detailLabel}>Account Status</dt>
          <dd className={`${styles.detailValue} ${styles.badges}`}>
            <span className={profile.is_active ? styles.activeBadge : styles.inactiveBadge}>{profile.is_active ? 'Active' : 'Inactive'}</span>
            {profile.is_admin ? <span className={styles.adminBadge}>Admin</span> : null}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="primary" onPress={onEdit} autoFocus={takeFocus}>
          Update Profile
        </Button>
      </div>
    </>
  );
}

function ProfileForm({ actor, profile }: { actor: ProfileActor; profile: User }) {
  const busy = useSelector(actor, selectIsBusy);
  const errors = useSelector(actor, selectFieldErrors);
  const formRef = useFormFocus(errors, busy);
  // Starts from the last loaded values each time the form opens, which is what Cancel restores.
  const [changes, setChanges] = useState<ProfileUpdatePayload>({ name: profile.name, lastname: profile.lastname, email: profile.email });
  const field = (name: keyof ProfileUpdatePayload) => ({
    name,
    value: changes[name],
    onChange: (value: string) => setChanges((current) => ({ ...current, [name]: value })),
    isDisabled: busy,
    errorMessage: errors[name] ?? null,
  });
  return (
    // The server's rules apply (spec 01 §5); its messages show under the fields, not the browser's.
    <Form ref={formRef} className={styles.form} onSubmit={() => actor.send({ type: 'profile.save', changes })}>
      {/* The form opens on a press of Update Profile: the user carries on in its first field. */}
      <TextField label="First Name" autoComplete="given-name" autoFocus maxLength={limits.name} {...field('name')} />
      <TextField label="Last Name" autoComplete="family-name" maxLength={limits.name} {...field('lastname')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={busy} pendingLabel="Saving...">
          Save Changes
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'profile.cancel' })}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

export function ProfileView({ actor }: { actor: ProfileActor }) {
  const phase = useSelector(actor, selectProfilePhase);
  const profile = useSelector(actor, selectProfile);
  // Focus only, not flow: once the form has been open, the details that replace it take focus back.
  const [formWasOpen, setFormWasOpen] = useState(false);

  return (
    <section className={styles.wideCard} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        My Profile
      </h1>
      {phase === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner />
          Loading Profile...
        </p>
      ) : null}
      {phase === 'failed' ? (
        <div className={styles.failure} role="alert">
          <h2 className={styles.subtitle}>Failed to Load Profile</h2>
          <p className={styles.subtitle}>Please refresh the page to try again.</p>
        </div>
      ) : null}
      {phase === 'viewing' && profile ? (
        <ProfileDetails
          profile={profile}
          takeFocus={formWasOpen}
          onEdit={() => {
            setFormWasOpen(true);
            actor.send({ type: 'profile.edit' });
          }}
        />
      ) : null}
      {phase === 'editing' && profile ? <ProfileForm actor={actor} profile={profile} /> : null}
    </section>
  );
}
