import { describe, expect, it } from 'vitest';
import { emailStepOutputSchema } from '../../../../src/domain/workflow/email-step';
import { NodeFailure } from '../../../../server/runs/engine/node-failure';
import { executeEmail } from '../../../../server/runs/executors/email';
import { executorContext, failureOf, settingsOf } from './executor-harness';

describe('the Email executor', () => {
  it('writes its message to the outbox and says, in its log and its output, that it was kept there (no SMTP_URL, D152)', async () => {
    const { context, logs, outbox } = executorContext({ type: 'email', input: { ok: true } });
    const answer = await executeEmail(context, settingsOf('email', { to: 'team@example.com', subject: 'Daily', body: 'All good' }));
    expect(answer).toEqual({ output: { delivery: 'outbox', to: 'team@example.com', subject: 'Daily', body: 'All good', attachments: [] } });
    expect(emailStepOutputSchema.safeParse(answer.output).success).toBe(true);
    expect(outbox).toEqual([{ to: 'team@example.com', subject: 'Daily', body: 'All good' }]);
    expect(logs).toEqual(['E-mail to team@example.com: Daily, kept in the outbox (no SMTP_URL set)']);
  });

  it('says it was sent through SMTP, with the Message-ID the mail server gave it', async () => {
    const { context, logs } = executorContext({ type: 'email', services: { sendEmail: async () => ({ delivery: 'sent', messageId: '<abc@botflow.test>' }) } });
    const answer = await executeEmail(context, settingsOf('email', { to: 'team@example.com', subject: 'Daily', body: 'All good' }));
    expect(answer.output).toEqual({ delivery: 'sent', to: 'team@example.com', subject: 'Daily', body: 'All good', attachments: [], messageId: '<abc@botflow.test>' });
    expect(logs).toEqual(['E-mail to team@example.com: Daily, sent through SMTP']);
  });

  it('takes the node’s label for an empty subject and its input as JSON for an empty message', async () => {
    const { context, outbox } = executorContext({ type: 'email', label: 'Tell the team', input: { orders: 3 } });
    const answer = await executeEmail(context, settingsOf('email', { to: 'team@example.com' }));
    expect(outbox).toEqual([{ to: 'team@example.com', subject: 'Tell the team', body: '{"orders":3}' }]);
    expect(answer.output).toMatchObject({ subject: 'Tell the team', body: '{"orders":3}' });
  });

  it('fails as the outbox does when the mail server refuses the message (retried: the server may take it next time)', async () => {
    const { context, logs } = executorContext({
      type: 'email',
      services: { sendEmail: () => Promise.reject(new NodeFailure('The e-mail to nobody@example.com could not be sent through SMTP: 550 mailbox unavailable')) },
    });
    expect(await failureOf(executeEmail(context, settingsOf('email', { to: 'nobody@example.com' })))).toEqual({ message: 'The e-mail to nobody@example.com could not be sent through SMTP: 550 mailbox unavailable', notRetried: null });
    expect(logs).toEqual([]);
  });
});
