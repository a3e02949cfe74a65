import { describe, expect, it } from 'vitest';
import { NodeFailure } from '../../../../server/runs/engine/node-failure';
import { executeEmail } from '../../../../server/runs/executors/email';
import { executorContext, failureOf, settingsOf } from './executor-harness';

describe('the Email executor', () => {
  it('writes its message to the outbox and passes its input on', async () => {
    const { context, logs, outbox } = executorContext({ type: 'email', input: { ok: true } });
    expect(await executeEmail(context, settingsOf('email', { to: 'team@example.com', subject: 'Daily', body: 'All good' }))).toEqual({ output: { ok: true } });
    expect(outbox).toEqual([{ to: 'team@example.com', subject: 'Daily', body: 'All good' }]);
    expect(logs).toEqual(['E-mail to team@example.com: Daily']);
  });

  it('takes the node’s label for an empty subject and its input as JSON for an empty message', async () => {
    const { context, outbox } = executorContext({ type: 'email', label: 'Tell the team', input: { orders: 3 } });
    await executeEmail(context, settingsOf('email', { to: 'team@example.com' }));
    expect(outbox).toEqual([{ to: 'team@example.com', subject: 'Tell the team', body: '{"orders":3}' }]);
  });

  it('fails as the outbox does when the mail server refuses the message (retried: the server may take it next time)', async () => {
    const { context, logs } = executorContext({
      type: 'email',
      services: { sendEmail: () => Promise.reject(new NodeFailure('The e-mail could not be sent: 550 mailbox unavailable')) },
    });
    expect(await failureOf(executeEmail(context, settingsOf('email', { to: 'nobody@example.com' })))).toEqual({ message: 'The e-mail could not be sent: 550 mailbox unavailable', notRetried: null });
    expect(logs).toEqual([]);
  });
});
