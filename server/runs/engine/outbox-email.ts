/** A message for the run's outbox (D45, D67): an email node's, or a script's `mail.send`. */
export interface OutboxEmail {
  /** One address, or several separated by commas. */
  to: string;
  subject: string;
  /** The plain text. */
  body: string;
  /** An HTML part beside the text (scripts only). */
  html?: string;
  attachments?: OutboxAttachment[];
}

export interface OutboxAttachment {
  fileName: string;
  content: Buffer;
}

/** A message's attachments together, as mail servers commonly take them at most. */
export const maxAttachmentBytes = 25 * 1024 * 1024;
