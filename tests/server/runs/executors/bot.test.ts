import { describe, expect, it } from 'vitest';
import { botNodeMessages } from '../../../../src/domain/bots/bot-node-inputs';
import type { DeclaredInput } from '../../../../src/domain/workflow/node-catalogue/declared-inputs';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import type { LoadedBot } from '../../../../server/runs/engine/executor-context';
import type { EngineWorkflow } from '../../../../server/runs/engine/workflow';
import { executeBot } from '../../../../server/runs/executors/bot';
import { chain, node } from '../engine-harness';
import { executorContext, failureOf, settingsOf } from './executor-harness';

const workflow: EngineWorkflow = chain(node('start', 'start'), node('end', 'end'));
const declared: DeclaredInput[] = [
  { name: 'recipient', label: 'Send to', kind: 'text', required: true },
  { name: 'greeting', label: 'Greeting', kind: 'text', required: false, default: 'Hello' },
];
const bot = (values: Record<string, unknown> = {}): LoadedBot => ({ workflow, inputs: declared, values });

describe('the Bot executor', () => {
  it("runs the bot's workflow as a sub-run with its inputs (the node's, filled from its input, over the setup over the defaults), answering the sub-run's output", async () => {
    const calls: Array<{ workflow: EngineWorkflow; input: unknown; inputs: Readonly<Record<string, unknown>> }> = [];
    const { context, logs } = executorContext({
      type: 'bot',
      input: { email: 'ada@example.com' },
      properties: { botId: 7, botTitle: 'Mailer', recipient: '{{input.email}}' },
      services: { loadBotWorkflow: async (botId) => (botId === 7 ? bot({ greeting: 'Hi' }) : null) },
      runBot: async (ran, input, inputs) => {
        calls.push({ workflow: ran, input, inputs });
        return { sent: true };
      },
    });
    expect(await executeBot(context, settingsOf('bot', { botId: 7, botTitle: 'Mailer' }))).toEqual({ output: { sent: true } });
    expect(calls).toEqual([{ workflow, input: { email: 'ada@example.com' }, inputs: { recipient: 'ada@example.com', greeting: 'Hi' } }]);
    expect(logs).toEqual(['Running the bot Mailer']);
  });

  it('fails, not to be retried, naming the required inputs neither the node nor the bot’s setup gives', async () => {
    const { context } = executorContext({ type: 'bot', services: { loadBotWorkflow: async () => bot() }, runBot: () => Promise.reject(new Error('must not run')) });
    expect(await failureOf(executeBot(context, settingsOf('bot', { botId: 7 })))).toEqual({ message: botNodeMessages.missingInRun(['Send to']), notRetried: notRetried.missingInput });
  });

  it('fails, to be retried, when the bot has no workflow to run', async () => {
    const { context } = executorContext({ type: 'bot' });
    expect(await failureOf(executeBot(context, settingsOf('bot', { botId: 9 })))).toEqual({ message: 'The bot has no workflow to run', notRetried: null });
  });
});
