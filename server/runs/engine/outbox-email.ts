import type { MailAttachment, MailMessage } from '../../mail/mail-message';

/** A message for the run's outbox (D45, D67): an email node's, or a script's `mail.send` (which alone adds HTML). */
export type OutboxEmail = MailMessage;
export type OutboxAttachment = MailAttachment;
export { maxAttachmentBytes } from '../../mail/mail-message';

/**
 * Where the outbox put a message (D152): sent through SMTP (with the Message-ID the server gave it),
 * or kept unsent because the server has no SMTP_URL. A refusal is no delivery: sending fails.
 */
export type EmailDelivery = { delivery: 'sent'; messageId?: string } | { delivery: 'outbox' };
