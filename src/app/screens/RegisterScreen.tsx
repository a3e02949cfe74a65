import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { registerMachine, type RegistrationDetails } from '../../machines/account/register.machine';
import { register } from '../../services/auth';
import { RegisterView } from '../../views/account/RegisterView';
import { api, sessionActor } from '../session-actor';
import { notify } from '../toast-actor';

const liveRegisterMachine = registerMachine.provide({
  actors: { register: fromPromise(({ input }: { input: RegistrationDetails }) => register(api, input)) },
  actions: {
    showToast: (_, toast) => notify(toast),
    completeSignIn: (_, session) => sessionActor.send({ type: 'session.signedIn', token: session.access_token, user: session.user }),
  },
});

export default function RegisterScreen() {
  return <RegisterView actor={useActorRef(liveRegisterMachine)} />;
}
