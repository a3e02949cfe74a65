import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { selectFieldErrors, selectIsBusy } from '../../machines/forms/form.selectors';
import type { registerMachine, RegistrationDetails } from '../../machines/account/register.machine';
import { limits } from '../../domain/rule-texts';
import { Button } from '../ui/Button';
import { Form } from '../ui/Form';
import { TextField } from '../ui/TextField';
import { useFormFocus } from '../ui/use-form-focus';
import * as styles from './AccountForms.css';
import { AuthCard } from './AuthCard';

const empty: RegistrationDetails = { name: '', lastname: '', email: '', password: '' };

export function RegisterView({ actor }: { actor: ActorRefFrom<typeof registerMachine> }) {
  const busy = useSelector(actor, selectIsBusy);
  const errors = useSelector(actor, selectFieldErrors);
  const formRef = useFormFocus(errors, busy);
  const [details, setDetails] = useState(empty);
  const field = (name: keyof RegistrationDetails) => ({
    name,
    value: details[name],
    onChange: (value: string) => setDetails((current) => ({ ...current, [name]: value })),
    // Announced as required; the machine, not the browser, says what is missing (validationBehavior "aria").
    isRequired: true,
    isDisabled: busy,
    errorMessage: errors[name] ?? null,
    reserveErrorSpace: true,
  });

  return (
    <AuthCard title="Create your account" subtitle="Enter your information to get started.">
      {/* The machine checks the shared rules and names what is wrong under each field. */}
      <Form ref={formRef} className={styles.form} onSubmit={() => actor.send({ type: 'register.submit', details })}>
        <div className={styles.twoColumns}>
          <TextField label="First name" autoComplete="given-name" maxLength={limits.name} {...field('name')} />
          <TextField label="Last name" autoComplete="family-name" maxLength={limits.name} {...field('lastname')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" maxLength={limits.passwordMax} {...field('password')} />
        <Button type="submit" variant="primary" fullWidth isPending={busy} pendingLabel="Creating account...">
          Create account
        </Button>
      </Form>
      <p className={styles.footer}>
        Already have an account?{' '}
        <Link to="/login" className={styles.link}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
