import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { resetLinkMessages, type ResetPasswordPayload } from '../../domain/account/auth';
import { resetPasswordMachine, type NewPassword } from '../../machines/account/reset-password.machine';
import { never } from './account-story-fixtures';
import { useStoryToasts } from './account-story-toasts';
import { ResetPasswordView } from './ResetPasswordView';

export default { title: 'Account/ResetPasswordView' };

const valid: NewPassword = { newPassword: 'new-secret', confirmNewPassword: 'new-secret' };

/** `token` undefined leaves the page reading its link; null is a link without one. */
function ResetPassword({ answer = never, token = 'story-token', submitted }: { answer?: () => Promise<void>; token?: string | null | undefined; submitted?: NewPassword }) {
  const { notify, region } = useStoryToasts();
  const actor = useActorRef(
    resetPasswordMachine.provide({ actors: { resetPassword: fromPromise<void, ResetPasswordPayload>(answer) }, actions: { showToast: (_, toast) => notify(toast) } }),
  );
  useEffect(() => {
    if (token !== undefined) actor.send({ type: 'reset.open', token });
    if (submitted) actor.send({ type: 'reset.submit', change: submitted });
  }, [actor, token, submitted]);
  return (
    <>
      <ResetPasswordView actor={actor} />
      {region}
    </>
  );
}

/** Before the page has read its link (an instant in the app). */
export const Opening: Story = () => <ResetPassword token={undefined} />;
Opening.meta = { routerPath: '/reset-password?token=story-token' };
export const Idle: Story = () => <ResetPassword />;
Idle.meta = { routerPath: '/reset-password?token=story-token' };
export const Resetting: Story = () => <ResetPassword submitted={valid} />;
Resetting.meta = { routerPath: '/reset-password?token=story-token' };
export const PasswordsDoNotMatch: Story = () => <ResetPassword submitted={{ ...valid, confirmNewPassword: 'new-secrex' }} />;
PasswordsDoNotMatch.meta = { routerPath: '/reset-password?token=story-token' };
export const MissingFields: Story = () => <ResetPassword submitted={{ newPassword: '', confirmNewPassword: '' }} />;
MissingFields.meta = { routerPath: '/reset-password?token=story-token' };
/** The server's rule message names the password: it shows under the new password, with no toast. */
const tooLong = () => Promise.reject(new Error('password: New password must not exceed 100 characters'));
export const ServerFieldError: Story = () => <ResetPassword answer={tooLong} submitted={valid} />;
ServerFieldError.meta = { routerPath: '/reset-password?token=story-token' };
/** A refusal that is not about the link or a field (the server busy): the red notice; the form stays. */
const busy = () => Promise.reject(new Error('Too many people are signing in right now. Please try again in a few seconds.'));
export const Failed: Story = () => <ResetPassword answer={busy} submitted={valid} />;
Failed.meta = { routerPath: '/reset-password?token=story-token' };
export const Succeeded: Story = () => <ResetPassword answer={async () => {}} submitted={valid} />;
Succeeded.meta = { routerPath: '/reset-password?token=story-token' };
/** A used or expired link (the server's 400). */
const used = () => Promise.reject(Object.assign(new Error(resetLinkMessages.invalid), { status: 400 }));
export const LinkUsedOrExpired: Story = () => <ResetPassword answer={used} submitted={valid} />;
LinkUsedOrExpired.meta = { routerPath: '/reset-password?token=story-token' };
/** A link without its token (cut short by a mail program). */
export const LinkWithoutToken: Story = () => <ResetPassword token={null} />;
LinkWithoutToken.meta = { routerPath: '/reset-password' };
