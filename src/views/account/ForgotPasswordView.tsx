import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { resetLinkLifetimeMinutes } from '../../domain/account/auth';
import type { forgotPasswordMachine } from '../../machines/account/forgot-password.machine';
import { selectSentTo } from '../../machines/account/reset-password.selectors';
import { selectFieldErrors, selectIsBusy } from '../../machines/forms/form.selectors';
import { Button } from '../ui/Button';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/use-form-focus';
import * as styles from './AccountForms.css';
import { AuthCard } from './AuthCard';
import { OutcomeMessage } from './OutcomeMessage';

function BackToSignIn({ question }: { question: string }) {
  return (
    <p className={styles.footer}>
      {question}{' '}
      <Link to="/login" className={styles.link}>
        Sign in
      </Link>
    </p>
  );
}

/** "Forgot password?" (D82): the account's email, then the same confirmation for any address. */
export function ForgotPasswordView({ actor }: { actor: ActorRefFrom<typeof forgotPasswordMachine> }) {
  const busy = useSelector(actor, selectIsBusy);
  const errors = useSelector(actor, selectFieldErrors);
  const sentTo = useSelector(actor, selectSentTo);
  const formRef = useFormFocus(errors, busy);
  const [email, setEmail] = useState('');

  if (sentTo !== null) {
    return (
      <AuthCard title="Check Your Email" subtitle="A link to reset your password is on its way.">
        <OutcomeMessage>
          {/* The same words whether or not the address has an account: the server does not say either. */}
          <p className={styles.outcomeText}>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password. The link is valid for {resetLinkLifetimeMinutes}{' '}
            minutes and works once.
          </p>
          <p className={styles.outcomeText}>No email after a few minutes? Check your spam folder, or ask again.</p>
        </OutcomeMessage>
        <Button variant="secondary" fullWidth onPress={() => actor.send({ type: 'forgot.again' })}>
          Send another link
        </Button>
        <BackToSignIn question="Remembered your password?" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot Password" subtitle="Enter the email of your account and we will send you a link to reset your password.">
      <Form ref={formRef} className={styles.form} onSubmit={() => actor.send({ type: 'forgot.submit', request: { email } })}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          isDisabled={busy}
          value={email}
          onChange={setEmail}
          errorMessage={errors.email ?? null}
          reserveErrorSpace
        />
        <Button type="submit" variant="primary" fullWidth isPending={busy} pendingLabel="Sending...">
          Send reset link
        </Button>
      </Form>
      <BackToSignIn question="Remembered your password?" />
    </AuthCard>
  );
}
