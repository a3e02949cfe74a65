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

function Login({ answer, submit }: { answer: () => Promise<AuthResponse>; submit?: boolean }) {
  const actor = useActorRef(
    loginMachine.provide({ actors: { login: fromPromise<AuthResponse, LoginPayload>(answer) }, delays: { redirectDelay: 3_600_000 } }),
  );
  useEffect(() => {
    if (submit) actor.send({ type: 'login.submit', credentials: { email: storyUser.email, password: 'correct-horse' } });
  }, [actor, submit]);
  return <LoginView actor={actor} />;
}

export const Idle: Story = () => <Login answer={never} />;
Idle.meta = { routerPath: '/login' };
export const SigningIn: Story = () => <Login answer={never} submit />;
SigningIn.meta = { routerPath: '/login' };
export const Succeeded: Story = () => <Login answer={async () => ({ access_token: 'token', user: storyUser })} submit />;
Succeeded.meta = { routerPath: '/login' };
export const Failed: Story = () => <Login answer={() => Promise.reject(new Error('Invalid email or password'))} submit />;
Failed.meta = { routerPath: '/login' };
