import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ResetPasswordPayload } from '../../domain/account/auth';
import { resetPasswordMachine } from '../../machines/account/reset-password.machine';
import { resetPassword } from '../../services/auth';
import { ResetPasswordView } from '../../views/account/ResetPasswordView';
import type { AppSystem } from '../app-system';
import { useAppSystem } from '../app-system-context';

// The server ended every session of the account: a session this browser held goes with them, as
// when another tab signs out (nothing to revoke; nothing happens when nobody was signed in here).
const liveResetPasswordMachine = ({ api, notify, session }: AppSystem) =>
  resetPasswordMachine.provide({
    actors: { resetPassword: fromPromise(({ input }: { input: ResetPasswordPayload }) => resetPassword(api, input)) },
    actions: {
      showToast: (_, toast) => notify(toast),
      endLocalSession: () => session.send({ type: 'session.expired' }),
    },
  });

export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const actor = useActorRef(liveResetPasswordMachine(useAppSystem()));
  useEffect(() => actor.send({ type: 'reset.open', token }), [actor, token]);
  return <ResetPasswordView actor={actor} />;
}
