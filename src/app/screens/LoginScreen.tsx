import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { LoginPayload } from '../../domain/account/auth';
import { loginMachine } from '../../machines/account/login.machine';
import { login } from '../../services/auth';
import { LoginView } from '../../views/account/LoginView';
import type { AppSystem } from '../app-system';
import { useAppSystem } from '../app-system-context';

// Signing in is enough: the signed-out-only route then moves the user to where they were going.
const liveLoginMachine = ({ api, notify, session }: AppSystem) =>
  loginMachine.provide({
    actors: { login: fromPromise(({ input }: { input: LoginPayload }) => login(api, input)) },
    actions: {
      showToast: (_, toast) => notify(toast),
      completeSignIn: (_, signedIn) => session.send({ type: 'session.signedIn', token: signedIn.access_token, user: signedIn.user }),
    },
  });

export default function LoginScreen() {
  return <LoginView actor={useActorRef(liveLoginMachine(useAppSystem()))} />;
}
