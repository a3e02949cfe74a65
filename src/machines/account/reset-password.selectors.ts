import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from './forgot-password.machine';
import type { resetPasswordMachine } from './reset-password.machine';

/** The address a reset link was asked for, once the request went through; null before. */
export const selectSentTo = (snapshot: SnapshotFrom<typeof forgotPasswordMachine>): string | null => (snapshot.matches('sent') ? snapshot.context.sentTo : null);

/** Which page a reset link shows: reading the link, the form, the new password set, or a link that no longer works. */
export const selectResetPage = (snapshot: SnapshotFrom<typeof resetPasswordMachine>): 'opening' | 'form' | 'succeeded' | 'linkInvalid' => {
  if (snapshot.matches('opening')) return 'opening';
  if (snapshot.matches('succeeded')) return 'succeeded';
  if (snapshot.matches('linkInvalid')) return 'linkInvalid';
  return 'form';
};
