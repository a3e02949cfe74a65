import { z } from 'zod';
import type { RunStep } from './server-runs';

/**
 * What an Email step did (D152): the message it wrote and whether it went out through SMTP or was
 * kept in the run's outbox because the server has no SMTP_URL. It is the step's output, so the run
 * panel shows the message and a node after the Email reads it as its input.
 */
export const emailDeliveries = ['sent', 'outbox'] as const;
export type EmailDeliveryKind = (typeof emailDeliveries)[number];

export const emailStepOutputSchema = z.object({
  delivery: z.enum(emailDeliveries),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  attachments: z.array(z.object({ name: z.string(), size: z.number().int().nonnegative() })),
  /** The Message-ID the mail server took it under; only a message sent through SMTP has one. */
  messageId: z.string().optional(),
});
export type EmailStepOutput = z.infer<typeof emailStepOutputSchema>;

/** How the run panel says where the message went. */
export const emailDeliveryText: Readonly<Record<EmailDeliveryKind, string>> = {
  sent: 'Sent through SMTP',
  outbox: 'Kept in the outbox (no SMTP_URL set)',
};

/** The step's log line: to whom, what, and where it went. */
export function emailLogLine({ to, subject, delivery, attachments }: Pick<EmailStepOutput, 'to' | 'subject' | 'delivery' | 'attachments'>): string {
  const attached = attachments.length > 0 ? ` with ${attachments.map((each) => each.name).join(', ')}` : '';
  const where = delivery === 'sent' ? 'sent through SMTP' : 'kept in the outbox (no SMTP_URL set)';
  return `E-mail to ${to}: ${subject}${attached}, ${where}`;
}

/**
 * The message an Email step reports, or null: another kind of step, one still running or failed, or
 * an output stored cut short (past `serverRunLimits.storedValueChars`), which the panel shows as JSON.
 */
export function emailMessageOf(step: Pick<RunStep, 'nodeType' | 'status' | 'output'>): EmailStepOutput | null {
  if (step.nodeType !== 'email' || step.status !== 'completed') return null;
  const parsed = emailStepOutputSchema.safeParse(step.output);
  return parsed.success ? parsed.data : null;
}
