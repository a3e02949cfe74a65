import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { registerMachine, type RegistrationDetails } from '../../machines/register.machine';
import type { AuthResponse } from '../../services/contract/user';
import { never, storyUser } from './account-story-fixtures';
import { RegisterView } from './RegisterView';

export default { title: 'Account/RegisterView' };

const valid: RegistrationDetails = { name: 'Ada', lastname: 'Lovelace', email: storyUser.email, password: 'analytical' };

function Register({ submitted }: { submitted?: RegistrationDetails }) {
  const actor = useActorRef(
    registerMachine.provide({ actors: { register: fromPromise<AuthResponse, RegistrationDetails>(never) }, delays: { redirectDelay: 3_600_000 } }),
  );
  useEffect(() => {
    if (submitted) actor.send({ type: 'register.submit', details: submitted });
  }, [actor, submitted]);
  return <RegisterView actor={actor} />;
}

export const Idle: Story = () => <Register />;
Idle.meta = { routerPath: '/register' };
export const CreatingAccount: Story = () => <Register submitted={valid} />;
CreatingAccount.meta = { routerPath: '/register' };
const broken = { ...valid, name: '', email: 'not-an-email' };
export const RuleErrors: Story = () => <Register submitted={broken} />;
RuleErrors.meta = { routerPath: '/register' };
