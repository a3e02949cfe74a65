import { emailLogLine, type EmailStepOutput } from '../../domain/workflow/email-step';
import type { ServerRun } from '../../domain/workflow/server-runs';
import { sampleRuns, sampleStep } from './run-fixtures';

/** Email steps as the server reports them (D152), for the run panel's stories and its model test. */

export const sentEmail: EmailStepOutput = {
  delivery: 'sent',
  to: 'team@example.com, ops@example.com',
  subject: 'Few orders',
  body: 'Only 3 orders came in today.\nThe usual is 40.',
  attachments: [{ name: 'orders.csv', size: 2_048 }],
  messageId: '<3f1c9a52-7d1e@botflow.dev>',
};

export const outboxEmail: EmailStepOutput = { delivery: 'outbox', to: 'me@example.com', subject: 'Few orders', body: '{"orders":3}', attachments: [] };

const emailStep = (nodeId: string, output: EmailStepOutput) =>
  sampleStep(nodeId, 'Tell the team', 'email', 'completed', { output, input: { orders: 3 }, logs: [emailLogLine(output)] });

/** A completed run whose two Email nodes went each way: one through SMTP, one kept in the outbox. */
export const withEmails: ServerRun = {
  ...sampleRuns.completed,
  id: 'run-7',
  workflowName: 'Order Watch',
  files: [],
  steps: [sampleRuns.completed.steps[0]!, emailStep('mail', sentEmail), emailStep('copy', outboxEmail), sampleStep('end', 'End', 'end', 'completed', { output: outboxEmail })],
};
