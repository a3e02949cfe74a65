import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../machines/account/login.machine';
import { login } from '../../services/auth';
import type { LoginPayload } from '../../domain/account/auth';
import { LoginView } from '../../views/account/LoginView';
import { api, sessionActor } from '../session-actor';
import { notify } from '../toast-actor';

// Signing in is enough: the signed-out-only route then moves the user to where they were going.
const liveLoginMachine = loginMachine.provide({
  actors: { login: fromPromise(({ input }: { input: LoginPayload }) => login(api, input)) },
  actions: {
    showToast: (_, toast) => notify(toast),
    completeSignIn: (_, session) => sessionActor.send({ type: 'session.signedIn', token: session.access_token, user: session.user }),
  },
});

export default function LoginScreen() {
  return <LoginView actor={useActorRef(liveLoginMachine)} />;
}
