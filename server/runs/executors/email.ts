import type { Executor } from '../engine/executor-context';

/** Writes its message to the run's outbox (sent when the server has SMTP); the subject defaults to the node's label, the body to its input as JSON. */
export const executeEmail: Executor<'email'> = async (context, settings) => {
  const email = { to: settings.to, subject: settings.subject ?? context.node.label, body: settings.body ?? JSON.stringify(context.input ?? null) };
  await context.services.sendEmail(email);
  context.log(`E-mail to ${email.to}: ${email.subject}`);
  return { output: context.input };
};
