import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../machines/account/change-password.machine';
import { changePassword } from '../../services/auth';
import type { ChangePasswordPayload } from '../../domain/account/auth';
import { ChangePasswordView } from '../../views/account/ChangePasswordView';
import { useAppSystem } from '../app-system-context';

export default function ChangePasswordScreen() {
  const navigate = useNavigate();
  const { api, notify } = useAppSystem();
  const actor = useActorRef(
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }: { input: ChangePasswordPayload }) => changePassword(api, input)) },
      actions: {
        showToast: (_, toast) => notify(toast),
        goToDashboard: () => void navigate('/dashboard'),
      },
    }),
  );
  return <ChangePasswordView actor={actor} />;
}
