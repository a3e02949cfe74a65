import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { changePasswordMachine, type PasswordChange } from '../../machines/account/change-password.machine';
import type { ChangePasswordPayload } from '../../domain/account/auth';
import { never } from './account-story-fixtures';
import { useStoryToasts } from './account-story-toasts';
import { ChangePasswordView } from './ChangePasswordView';

export default { title: 'Account/ChangePasswordView' };

const valid: PasswordChange = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmNewPassword: 'new-secret' };

function ChangePassword({ answer = never, submitted }: { answer?: () => Promise<void>; submitted?: PasswordChange }) {
  const { notify, region } = useStoryToasts();
  const actor = useActorRef(
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise<void, ChangePasswordPayload>(answer) },
      actions: { showToast: (_, toast) => notify(toast) },
      // The story rests on the success notice instead of leaving for /dashboard.
      delays: { redirectDelay: 3_600_000 },
    }),
  );
  useEffect(() => {
    if (submitted) actor.send({ type: 'password.submit', change: submitted });
  }, [actor, submitted]);
  return (
    <>
      <ChangePasswordView actor={actor} />
      {region}
    </>
  );
}

export const Idle: Story = () => <ChangePassword />;
export const Changing: Story = () => <ChangePassword submitted={valid} />;
const mismatch = { ...valid, confirmNewPassword: 'new-secrex' };
export const PasswordsDoNotMatch: Story = () => <ChangePassword submitted={mismatch} />;
/** Empty fields are missing, not short: each is named as required. */
const blank: PasswordChange = { currentPassword: '', newPassword: '', confirmNewPassword: '' };
export const MissingFields: Story = () => <ChangePassword submitted={blank} />;
/** The server's rule message names the new password: it shows under that field, with no toast. */
const tooLong = () => Promise.reject(new Error('new_password: New password must not exceed 100 characters'));
export const ServerFieldError: Story = () => <ChangePassword answer={tooLong} submitted={valid} />;
/** The green notice "Password Changed Successfully!", then (in the app) /dashboard after 1 second. */
export const Succeeded: Story = () => <ChangePassword answer={async () => {}} submitted={valid} />;
/** The red notice "Password Change Failed" with the server's message; the form stays available. */
const wrongCurrent = () => Promise.reject(new Error('Current password is incorrect'));
export const Failed: Story = () => <ChangePassword answer={wrongCurrent} submitted={valid} />;
