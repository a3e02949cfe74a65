import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { changePasswordMachine, type PasswordChange } from '../../machines/change-password.machine';
import type { ChangePasswordPayload } from '../../services/contract/auth';
import { never } from './account-story-fixtures';
import { ChangePasswordView } from './ChangePasswordView';

export default { title: 'Account/ChangePasswordView' };

const valid: PasswordChange = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmNewPassword: 'new-secret' };

function ChangePassword({ submitted }: { submitted?: PasswordChange }) {
  const actor = useActorRef(
    changePasswordMachine.provide({ actors: { changePassword: fromPromise<void, ChangePasswordPayload>(never) }, delays: { redirectDelay: 3_600_000 } }),
  );
  useEffect(() => {
    if (submitted) actor.send({ type: 'password.submit', change: submitted });
  }, [actor, submitted]);
  return <ChangePasswordView actor={actor} />;
}

export const Idle: Story = () => <ChangePassword />;
export const Changing: Story = () => <ChangePassword submitted={valid} />;
const mismatch = { ...valid, confirmNewPassword: 'new-secrex' };
export const PasswordsDoNotMatch: Story = () => <ChangePassword submitted={mismatch} />;
