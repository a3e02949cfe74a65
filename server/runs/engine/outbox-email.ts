import type { MailAttachment, MailMessage } from '../../mail/mail-message';

/** A message for the run's outbox (D45, D67): an email node's, or a script's `mail.send` (which alone adds HTML). */
export type OutboxEmail = MailMessage;
export type OutboxAttachment = MailAttachment;
export { maxAttachmentBytes } from '../../mail/mail-message';
