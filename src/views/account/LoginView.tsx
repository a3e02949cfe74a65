import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { selectFieldErrors, selectIsBusy } from '../../machines/forms/form.selectors';
import type { loginMachine } from '../../machines/account/login.machine';
import { limits } from '../../domain/rule-texts';
import { Button } from '../ui/Button';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/use-form-focus';
import * as styles from './AccountForms.css';
import { AuthCard } from './AuthCard';

export function LoginView({ actor }: { actor: ActorRefFrom<typeof loginMachine> }) {
  const busy = useSelector(actor, selectIsBusy);
  const errors = useSelector(actor, selectFieldErrors);
  const formRef = useFormFocus(errors, busy);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <AuthCard title="Login Page" subtitle="Enter your credentials to access your account.">
      {/* The machine, not the browser, says what is missing, in the spec's words (validationBehavior "aria"). */}
      <Form ref={formRef} className={styles.form} onSubmit={() => actor.send({ type: 'login.submit', credentials: { email, password } })}>
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
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          maxLength={limits.passwordMax}
          isDisabled={busy}
          value={password}
          onChange={setPassword}
          errorMessage={errors.password ?? null}
          reserveErrorSpace
        />
        <Button type="submit" variant="primary" fullWidth isPending={busy} pendingLabel="Signing in...">
          Sign in
        </Button>
      </Form>
      <p className={styles.footer}>
        <Link to="/forgot-password" className={styles.link}>
          Forgot password?
        </Link>
      </p>
      <p className={styles.footer}>
        New to Botflow?{' '}
        <Link to="/register" className={styles.link}>
          Create account
        </Link>
      </p>
    </AuthCard>
  );
}
