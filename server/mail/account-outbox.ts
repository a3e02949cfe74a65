import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { MailMessage } from './mail-message';
import * as outbox from './repository';
import type { Mailer } from './smtp-mailer';
import { messageOf } from '../../src/domain/error-text';

/**
 * Mail to an account's holder (a purchase's confirmation, a password reset link): always kept in the
 * outbox, and sent through SMTP when the server has SMTP_URL. A refused message is kept with the
 * reason and logged; it never fails the action that wrote it (the purchase is made either way).
 */
export interface AccountOutbox {
  /** What became of the message: sent through SMTP, kept (no SMTP_URL), or refused with the reason. */
  send(userId: string | null, kind: string, message: MailMessage): Promise<AccountMailOutcome>;
}

export type AccountMailOutcome = { status: 'sent' | 'kept' } | { status: 'failed'; error: string };

export function accountOutbox(db: Db, mailer: Mailer | undefined, log: FastifyBaseLogger): AccountOutbox {
  return {
    async send(userId, kind, message) {
      const emailId = await outbox.insertAccountEmail(db, userId, kind, message);
      if (!mailer) return { status: 'kept' };
      try {
        await mailer(message);
        await outbox.markAccountEmail(db, emailId, { sentAt: new Date() });
        return { status: 'sent' };
      } catch (error) {
        const reason = messageOf(error);
        await outbox.markAccountEmail(db, emailId, { error: reason });
        log.warn({ emailId, kind, err: error }, 'an account e-mail could not be sent');
        return { status: 'failed', error: reason };
      }
    },
  };
}
