import { messageOf } from '../../../src/domain/error-text';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/smtp-mailer';
import { NodeFailure } from '../engine/node-failure';
import type { EmailDelivery, OutboxEmail } from '../engine/outbox-email';
import { insertRunEmail, markRunEmailSent } from './run-outbox-repository';

/**
 * A server run's outbox (D45, D67): each message is kept with the run, and sent through SMTP when
 * the server has SMTP_URL; the answer says which (D152), so the step can say it.
 */
export function runOutbox(db: Db, runId: string, mailer: Mailer | undefined): (email: OutboxEmail) => Promise<EmailDelivery> {
  return async (email) => {
    const emailId = await insertRunEmail(db, runId, email);
    if (!mailer) return { delivery: 'outbox' };
    let sent;
    try {
      sent = await mailer(email);
    } catch (error) {
      // A refused message fails the node (and so is retried: the server may take it next time); the outbox keeps it unsent.
      throw new NodeFailure(`The e-mail to ${email.to} could not be sent through SMTP: ${messageOf(error)}`);
    }
    await markRunEmailSent(db, emailId);
    return sent?.messageId === undefined ? { delivery: 'sent' } : { delivery: 'sent', messageId: sent.messageId };
  };
}
