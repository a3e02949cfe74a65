import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../machines/account/login.machine';
import type { LoginPayload } from '../../domain/account/auth';
import type { AuthResponse } from '../../domain/account/user';
import { never, storyUser } from './account-story-fixtures';
import { LoginView } from './LoginView';

export default { title: 'Account/LoginView' };

const filledIn: LoginPayload = { email: storyUser.email, password: 'correct-horse' };

function Login({ answer, submit, credentials = filledIn }: { answer: () => Promise<AuthResponse>; submit?: boolean; credentials?: LoginPayload }) {
  const actor = useActorRef(
    loginMachine.provide({ actors: { login: fromPromise<AuthResponse, LoginPayload>(answer) }, delays: { redirectDelay: 3_600_000 } }),
  );
  useEffect(() => {
    if (submit) actor.send({ type: 'login.submit', credentials });
  }, [actor, submit, credentials]);
  return <LoginView actor={actor} />;
}

export const Idle: Story = () => <Login answer={never} />;
Idle.meta = { routerPath: '/login' };
export const SigningIn: Story = () => <Login answer={never} submit />;
SigningIn.meta = { routerPath: '/login' };
export const Succeeded: Story = () => <Login answer={async () => ({ access_token: 'token', user: storyUser })} submit />;
Succeeded.meta = { routerPath: '/login' };
/** Empty fields are named under them in the spec's words; nothing is sent. */
const blank: LoginPayload = { email: '', password: '' };
export const MissingFields: Story = () => <Login answer={never} submit credentials={blank} />;
MissingFields.meta = { routerPath: '/login' };
/** The server's rule message names the e-mail field: it shows under it, not as a toast. */
const badEmail = () => Promise.reject(new Error('email: Invalid email address'));
export const ServerFieldError: Story = () => <Login answer={badEmail} submit />;
ServerFieldError.meta = { routerPath: '/login' };
export const Failed: Story = () => <Login answer={() => Promise.reject(new Error('Invalid email or password'))} submit />;
Failed.meta = { routerPath: '/login' };
