import type { MailMessage } from '../mail/mail-message';
import { resetLinkLifetimeMinutes } from '../../src/domain/account/auth';

/** Where the links in account e-mails point, and the clock reset links expire by. */
export interface AccountSettings {
  /** PUBLIC_URL: the address users open Botflow at; never taken from a request, which anyone may forge. */
  publicUrl: string;
  /** Whether SMTP_URL is set: without it a reset link is kept in the outbox and logged for the operator. */
  smtp: boolean;
  /** The clock reset links are made and checked by (tests move it). */
  now?: () => Date;
  /** Told of each reset e-mail's work, which runs after the answer (tests await it). */
  onResetMail?: (work: Promise<void>) => void;
}

export const defaultPublicUrl = 'http://localhost:3000';

export const resetLinkLifetimeMs = resetLinkLifetimeMinutes * 60 * 1000;

/** The page that takes the token: /reset-password?token=… under PUBLIC_URL (which may carry a path). */
export function resetLinkOf(publicUrl: string, token: string): string {
  const url = new URL('reset-password', publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

export function resetMessage(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Botflow password',
    body: [
      `Hello ${name},`,
      '',
      `Someone asked to reset the password of the Botflow account for ${to}. To choose a new password, open this link within ${resetLinkLifetimeMinutes} minutes:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      '',
      'Botflow',
    ].join('\n'),
  };
}
