import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ForgotPasswordPayload } from '../../domain/account/auth';
import { forgotPasswordMachine } from '../../machines/account/forgot-password.machine';
import { requestResetLink } from '../../services/auth';
import { ForgotPasswordView } from '../../views/account/ForgotPasswordView';
import type { AppSystem } from '../app-system';
import { useAppSystem } from '../app-system-context';

const liveForgotPasswordMachine = ({ api, notify }: AppSystem) =>
  forgotPasswordMachine.provide({
    actors: { requestResetLink: fromPromise(({ input }: { input: ForgotPasswordPayload }) => requestResetLink(api, input)) },
    actions: { showToast: (_, toast) => notify(toast) },
  });

export default function ForgotPasswordScreen() {
  return <ForgotPasswordView actor={useActorRef(liveForgotPasswordMachine(useAppSystem()))} />;
}
