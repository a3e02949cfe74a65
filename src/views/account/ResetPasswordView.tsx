import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { resetLinkMessages } from '../../domain/account/auth';
import { limits } from '../../domain/rule-texts';
import type { NewPassword, resetPasswordMachine } from '../../machines/account/reset-password.machine';
import { selectResetPage } from '../../machines/account/reset-password.selectors';
import { selectFieldErrors, selectIsBusy } from '../../machines/forms/form.selectors';
import { Button } from '../ui/Button';
import { Form } from '../ui/Form';
import { LinkButton } from '../ui/LinkButton';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/use-form-focus';
import * as styles from './AccountForms.css';
import { AuthCard } from './AuthCard';
import { OutcomeMessage } from './OutcomeMessage';

const empty: NewPassword = { newPassword: '', confirmNewPassword: '' };

/** The page a reset link opens (D82): a new password twice, then a way to sign in with it. */
export function ResetPasswordView({ actor }: { actor: ActorRefFrom<typeof resetPasswordMachine> }) {
  const page = useSelector(actor, selectResetPage);
  const busy = useSelector(actor, selectIsBusy);
  const errors = useSelector(actor, selectFieldErrors);
  const formRef = useFormFocus(errors, busy);
  const [change, setChange] = useState(empty);

  if (page === 'succeeded') {
    return (
      <AuthCard title="Password Reset" subtitle="Your new password is set.">
        <OutcomeMessage>
          <p className={styles.outcomeText}>Your password has been reset, and every device that was signed in to your account has been signed out.</p>
        </OutcomeMessage>
        <LinkButton to="/login" variant="primary">
          Sign in with your new password
        </LinkButton>
      </AuthCard>
    );
  }

  if (page === 'linkInvalid') {
    return (
      <AuthCard title="Link No Longer Valid" subtitle="Reset links work once, within 30 minutes.">
        <OutcomeMessage tone="alert">
          <p className={styles.outcomeText}>{resetLinkMessages.invalid}</p>
        </OutcomeMessage>
        <LinkButton to="/forgot-password" variant="primary">
          Ask for a new link
        </LinkButton>
        <p className={styles.footer}>
          <Link to="/login" className={styles.link}>
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }

  const field = (name: keyof NewPassword) => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    value: change[name],
    onChange: (value: string) => setChange((current) => ({ ...current, [name]: value })),
    maxLength: limits.passwordMax,
    isDisabled: busy || page === 'opening',
    errorMessage: errors[name] ?? null,
  });

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <Form ref={formRef} className={styles.form} onSubmit={() => actor.send({ type: 'reset.submit', change })}>
        <TextField label="New password" {...field('newPassword')} />
        <TextField label="Confirm new password" {...field('confirmNewPassword')} />
        <Button type="submit" variant="primary" fullWidth isPending={busy} isDisabled={page === 'opening'} pendingLabel="Resetting Password...">
          Reset Password
        </Button>
      </Form>
    </AuthCard>
  );
}
