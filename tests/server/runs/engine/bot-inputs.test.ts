import { describe, expect, it } from 'vitest';
import { botNodeMessages } from '../../../../src/domain/bots/bot-node-inputs';
import type { DeclaredInput } from '../../../../src/domain/workflow/node-catalogue/declared-inputs';
import type { LoadedBot } from '../../../../server/runs/engine/executor-context';
import { runWorkflow, type StepUpdate } from '../../../../server/runs/engine/run-workflow';
import { defaultSandboxLimits } from '../../../../server/runs/engine/sandbox';
import type { EngineNode, EngineWorkflow } from '../../../../server/runs/engine/workflow';
import { engineServices } from '../engine-harness';

/** Nodes in a row, start first, each passing its output to the next. */
function line(...steps: Array<[type: string, properties?: Record<string, unknown>]>): EngineWorkflow {
  const nodes: EngineNode[] = steps.map(([type, properties = {}], index) => ({ id: `n${index}`, type, label: `${type} ${index}`, properties, position: { x: index * 100, y: 0 } }));
  return { nodes, edges: nodes.slice(1).map((node, index) => ({ source: nodes[index]!.id, target: node.id })) };
}

/** A bot whose workflow e-mails what it was told: its inputs, and a field of its input. */
const reporterInputs: DeclaredInput[] = [
  { name: 'sendTo', label: 'Send to', kind: 'text', required: true },
  { name: 'subject', label: 'Subject', kind: 'text', required: false, default: 'Daily report' },
  { name: 'limit', label: 'Limit', kind: 'number', required: false, default: 10 },
  { name: 'token', label: 'API token', kind: 'credential', required: true, accepts: ['token'] },
];
const reporter = line(['start'], ['email', { to: '{{inputs.sendTo}}', subject: '{{inputs.subject}}', body: '{{inputs.limit}} rows for {{input.who}}, key {{inputs.token}}' }], ['end']);

async function run(workflow: EngineWorkflow, bots: Record<number, LoadedBot>, input: unknown = {}) {
  const steps: StepUpdate[] = [];
  const loaded: number[] = [];
  const { services, outbox } = engineServices({
    allowPrivateNetwork: false,
    sandbox: defaultSandboxLimits,
    loadBotWorkflow: async (botId) => {
      loaded.push(botId);
      return bots[botId] ?? null;
    },
  });
  const outcome = await runWorkflow(
    workflow,
    services,
    { onStep: (step) => void steps.push(step) },
    new AbortController().signal,
    { input },
  );
  return { outcome, outbox, steps: steps.filter((step) => step.status !== 'running'), loaded };
}

describe('a bot node gives its sub-run the bot’s inputs (D66)', () => {
  it("passes the node's values over the bot's setup over the declared defaults, filling the node's templates from its input", async () => {
    const bot: LoadedBot = { workflow: reporter, inputs: reporterInputs, values: { sendTo: 'team@acme.test', subject: 'From the bot', token: 'acme-api' } };
    const { outcome, outbox, loaded } = await run(line(['start'], ['bot', { botId: 4, sendTo: '{{input.owner}}', subject: '' }], ['end']), { 4: bot }, { owner: 'ada@acme.test', who: 'Ada' });
    expect(outcome.status).toBe('completed');
    expect(loaded).toEqual([4]);
    // sendTo from the node (its template filled), subject from the bot (the node's is empty), limit the default.
    expect(outbox).toEqual([{ to: 'ada@acme.test', subject: 'From the bot', body: '10 rows for Ada, key acme-api' }]);
  });

  it('a bot inside a bot passes its own inputs on through its node’s templates', async () => {
    const outer: LoadedBot = {
      workflow: line(['start'], ['bot', { botId: 4, sendTo: '{{inputs.owner}}', token: '{{inputs.key}}' }], ['end']),
      inputs: [
        { name: 'owner', label: 'Owner', kind: 'text', required: true },
        { name: 'key', label: 'Key', kind: 'credential', required: true, accepts: ['token'] },
      ],
      values: { owner: 'grace@acme.test', key: 'grace-key' },
    };
    const { outbox } = await run(line(['start'], ['bot', { botId: 9 }], ['end']), { 9: outer, 4: { workflow: reporter, inputs: reporterInputs, values: {} } }, { who: 'Grace' });
    expect(outbox).toEqual([{ to: 'grace@acme.test', subject: 'Daily report', body: '10 rows for Grace, key grace-key' }]);
  });

  it('fails the node once, naming the empty required inputs, when neither the node nor the bot gives them', async () => {
    const bot: LoadedBot = { workflow: reporter, inputs: reporterInputs, values: { sendTo: 'team@acme.test' } };
    const { outcome, outbox, steps } = await run(line(['start'], ['bot', { botId: 4, retryCount: 3 }], ['end']), { 4: bot });
    expect(outcome).toEqual({ status: 'failed', error: `bot 1: ${botNodeMessages.missingInRun(['API token'])}` });
    expect(steps.filter((step) => step.nodeType === 'bot').map((step) => step.status)).toEqual(['failed']);
    expect(outbox).toEqual([]);
  });
});
