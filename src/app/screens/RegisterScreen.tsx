import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { registerMachine, type RegistrationDetails } from '../../machines/account/register.machine';
import { register } from '../../services/auth';
import { RegisterView } from '../../views/account/RegisterView';
import type { AppSystem } from '../app-system';
import { useAppSystem } from '../app-system-context';

const liveRegisterMachine = ({ api, notify, withdraw, session }: AppSystem) =>
  registerMachine.provide({
    actors: { register: fromPromise(({ input }: { input: RegistrationDetails }) => register(api, input)) },
    actions: {
      showToast: (_, toast) => notify(toast),
      dismissToast: (_, toast) => withdraw(toast),
      completeSignIn: (_, signedIn) => session.send({ type: 'session.signedIn', token: signedIn.access_token, user: signedIn.user }),
    },
  });

export default function RegisterScreen() {
  return <RegisterView actor={useActorRef(liveRegisterMachine(useAppSystem()))} />;
}
