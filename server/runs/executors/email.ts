import { emailLogLine, type EmailStepOutput } from '../../../src/domain/workflow/email-step';
import type { Executor } from '../engine/executor-context';

/**
 * Writes its message to the run's outbox, sent when the server has SMTP; the subject defaults to the
 * node's label, the body to its input as JSON. Its output is what it did (D152): the message, and
 * whether it was sent through SMTP or kept in the outbox, which its log line says too.
 */
export const executeEmail: Executor<'email'> = async (context, settings) => {
  const email = { to: settings.to, subject: settings.subject ?? context.node.label, body: settings.body ?? JSON.stringify(context.input ?? null) };
  const delivered = await context.services.sendEmail(email);
  const output: EmailStepOutput = { delivery: delivered.delivery, ...email, attachments: [], ...(delivered.delivery === 'sent' && delivered.messageId !== undefined ? { messageId: delivered.messageId } : {}) };
  context.log(emailLogLine(output));
  return { output };
};
