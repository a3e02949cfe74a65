/** A message as Botflow sends it: to a run's outbox (D45, D67) or to an account's. */
export interface MailMessage {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  /** The plain text. */
  body: string;
  /** An HTML part beside the text. */
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  content: Buffer;
}

/** A message's attachments together, as mail servers commonly take them at most. */
export const maxAttachmentBytes = 25 * 1024 * 1024;
