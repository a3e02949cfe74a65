import { createTransport } from 'nodemailer';
import type { OutboxEmail } from '../engine/outbox-email';

/** Delivers what an email node wrote to the outbox (D45). */
export type Mailer = (email: OutboxEmail) => Promise<void>;

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
    await transport.sendMail({
      from,
      to: email.to,
      subject: email.subject,
      text: email.body,
      ...(email.html === undefined ? {} : { html: email.html }),
      attachments: (email.attachments ?? []).map(({ fileName, content }) => ({ filename: fileName, content })),
    });
  };
}
