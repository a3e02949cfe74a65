import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { ForgotPasswordPayload } from '../../domain/account/auth';
import { forgotPasswordMachine } from '../../machines/account/forgot-password.machine';
import { never, storyUser } from './account-story-fixtures';
import { useStoryToasts } from './account-story-toasts';
import { ForgotPasswordView } from './ForgotPasswordView';

export default { title: 'Account/ForgotPasswordView' };

const filledIn: ForgotPasswordPayload = { email: storyUser.email };

function ForgotPassword({ answer = never, submitted }: { answer?: () => Promise<void>; submitted?: ForgotPasswordPayload }) {
  const { notify, region } = useStoryToasts();
  const actor = useActorRef(
    forgotPasswordMachine.provide({ actors: { requestResetLink: fromPromise<void, ForgotPasswordPayload>(answer) }, actions: { showToast: (_, toast) => notify(toast) } }),
  );
  useEffect(() => {
    if (submitted) actor.send({ type: 'forgot.submit', request: submitted });
  }, [actor, submitted]);
  return (
    <>
      <ForgotPasswordView actor={actor} />
      {region}
    </>
  );
}

export const Idle: Story = () => <ForgotPassword />;
Idle.meta = { routerPath: '/forgot-password' };
export const Sending: Story = () => <ForgotPassword submitted={filledIn} />;
Sending.meta = { routerPath: '/forgot-password' };
/** The same confirmation for any address: the server does not say whether it has an account. */
export const Sent: Story = () => <ForgotPassword answer={async () => {}} submitted={filledIn} />;
Sent.meta = { routerPath: '/forgot-password' };
const blank: ForgotPasswordPayload = { email: '' };
export const MissingEmail: Story = () => <ForgotPassword submitted={blank} />;
MissingEmail.meta = { routerPath: '/forgot-password' };
/** The server's rule message names the e-mail field: it shows under it, with no toast. */
const malformed = () => Promise.reject(new Error('email: Invalid email address'));
export const ServerFieldError: Story = () => <ForgotPassword answer={malformed} submitted={filledIn} />;
ServerFieldError.meta = { routerPath: '/forgot-password' };
/** Asked too often: the red notice with the server's words; the form stays. */
const tooMany = () => Promise.reject(new Error('Too many password reset requests. Please try again in 15 minutes.'));
export const RateLimited: Story = () => <ForgotPassword answer={tooMany} submitted={filledIn} />;
RateLimited.meta = { routerPath: '/forgot-password' };
