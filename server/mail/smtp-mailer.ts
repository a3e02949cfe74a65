import { createTransport } from 'nodemailer';
import type { MailMessage } from './mail-message';

/** What the mail server said on taking a message: the Message-ID it carries (D152). */
export interface MailSent {
  messageId?: string;
}

/**
 * Delivers a message through SMTP_URL: an email node's (D45), a script's (D67), one to an account.
 * A mailer that answers nothing sent it all the same, without a Message-ID to report.
 */
export type Mailer = (email: MailMessage) => Promise<MailSent | void>;

export interface SmtpSettings {
  /** SMTP_URL, such as smtps://user:password@smtp.example.com:465. */
  url: string;
  /** SMTP_FROM: the sender the messages carry. */
  from: string;
}

export const defaultSmtpFrom = 'Botflow <no-reply@botflow.dev>';

/** An SMTP client for SMTP_URL: the plain text, an HTML part when the message has one, and its attachments. */
export function smtpMailer({ url, from }: SmtpSettings): Mailer {
  const transport = createTransport(url);
  return async (email) => {
    const info = (await transport.sendMail({
      from,
      to: email.to,
      subject: email.subject,
      text: email.body,
      ...(email.html === undefined ? {} : { html: email.html }),
      attachments: (email.attachments ?? []).map(({ fileName, content }) => ({ filename: fileName, content })),
    })) as { messageId?: unknown };
    return typeof info.messageId === 'string' ? { messageId: info.messageId } : {};
  };
}
