import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { registerMachine, type RegistrationDetails } from '../../machines/account/register.machine';
import type { AuthResponse } from '../../domain/account/user';
import { never, storyUser } from './account-story-fixtures';
import { useStoryToasts } from './account-story-toasts';
import { RegisterView } from './RegisterView';

export default { title: 'Account/RegisterView' };

const valid: RegistrationDetails = { name: 'Ada', lastname: 'Lovelace', email: storyUser.email, password: 'analytical' };

function Register({ answer = never, submitted }: { answer?: () => Promise<AuthResponse>; submitted?: RegistrationDetails }) {
  const { notify, region } = useStoryToasts();
  const actor = useActorRef(
    registerMachine.provide({
      actors: { register: fromPromise<AuthResponse, RegistrationDetails>(answer) },
      actions: { showToast: (_, toast) => notify(toast) },
      delays: { redirectDelay: 3_600_000 },
    }),
  );
  useEffect(() => {
    if (submitted) actor.send({ type: 'register.submit', details: submitted });
  }, [actor, submitted]);
  return (
    <>
      <RegisterView actor={actor} />
      {region}
    </>
  );
}

export const Idle: Story = () => <Register />;
Idle.meta = { routerPath: '/register' };
export const CreatingAccount: Story = () => <Register submitted={valid} />;
CreatingAccount.meta = { routerPath: '/register' };
const broken = { ...valid, name: '', email: 'not-an-email' };
export const RuleErrors: Story = () => <Register submitted={broken} />;
RuleErrors.meta = { routerPath: '/register' };
/** Every field is required: an empty form names each missing field, and no toast speaks for the password. */
const blank: RegistrationDetails = { name: '', lastname: '', email: '', password: '' };
export const MissingFields: Story = () => <Register submitted={blank} />;
MissingFields.meta = { routerPath: '/register' };
/** A password shorter than 6 characters: the "Password Too Short" toast, and nothing is sent. */
export const PasswordTooShort: Story = () => <Register submitted={{ ...valid, password: '12345' }} />;
PasswordTooShort.meta = { routerPath: '/register' };
/** "Registration Successful!"; in the app the dashboard follows after 1 second. */
const registered = async (): Promise<AuthResponse> => ({ access_token: 'token', user: storyUser });
export const Succeeded: Story = () => <Register answer={registered} submitted={valid} />;
Succeeded.meta = { routerPath: '/register' };
/** "Registration Failed" with the server's message; the form stays. */
const emailTaken = () => Promise.reject(new Error('Email already registered'));
export const Failed: Story = () => <Register answer={emailTaken} submitted={valid} />;
Failed.meta = { routerPath: '/register' };
/** The server's rule messages name their fields: they show under them, with no toast. */
const refusedFields = () => Promise.reject(new Error('name: First name is required; email: Invalid email address'));
export const ServerFieldErrors: Story = () => <Register answer={refusedFields} submitted={valid} />;
ServerFieldErrors.meta = { routerPath: '/register' };
