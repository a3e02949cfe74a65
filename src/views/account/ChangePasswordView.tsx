import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine, PasswordChange } from '../../machines/account/change-password.machine';
import { selectFieldErrors, selectIsBusy } from '../../machines/forms/form.selectors';
import { limits } from '../../domain/rule-texts';
import { Button } from '../ui/Button';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/use-form-focus';
import * as styles from './AccountForms.css';

const empty: PasswordChange = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

export function ChangePasswordView({ actor }: { actor: ActorRefFrom<typeof changePasswordMachine> }) {
  const busy = useSelector(actor, selectIsBusy);
  const errors = useSelector(actor, selectFieldErrors);
  const formRef = useFormFocus(errors, busy);
  const [change, setChange] = useState(empty);
  const field = (name: keyof PasswordChange, autoComplete: string) => ({
    name,
    type: 'password',
    autoComplete,
    value: change[name],
    onChange: (value: string) => setChange((current) => ({ ...current, [name]: value })),
    // Spec 01 §5: at most 100 characters; the field stops there instead of failing later.
    maxLength: limits.passwordMax,
    isDisabled: busy,
    errorMessage: errors[name] ?? null,
  });

  return (
    <section className={styles.wideCard} aria-labelledby="page-title">
      <header>
        <h1 id="page-title" className={styles.title}>
          Change Password
        </h1>
        <p className={styles.subtitle}>Update your account password.</p>
      </header>
      <Form ref={formRef} className={styles.form} onSubmit={() => actor.send({ type: 'password.submit', change })}>
        <TextField label="Current password" {...field('currentPassword', 'current-password')} />
        <TextField label="New password" {...field('newPassword', 'new-password')} />
        <TextField label="Confirm new password" {...field('confirmNewPassword', 'new-password')} />
        <Button type="submit" variant="primary" isPending={busy} pendingLabel="Changing Password...">
          Change Password
        </Button>
      </Form>
    </section>
  );
}
