import { describe, expect, it } from 'vitest';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import { defaultSandboxLimits } from '../../../../server/runs/engine/sandbox';
import { executeLibraryScript } from '../../../../server/runs/executors/library-script';
import { executorContext, failureOf, settingsOf } from './executor-harness';

// The server's limits: the engine tests' 200 ms is tight for a module's first run while QuickJS is cold.
const services = { sandbox: defaultSandboxLimits };

describe('the Library script executor', () => {
  it('runs the script it names with its declared inputs read from the node, answering what the script returns', async () => {
    const properties = { scriptId: 'send-email-report', to: 'ops@example.com, cto@example.com', subject: 'Nightly' };
    const { context, logs, outbox } = executorContext({ type: 'script', input: { orders: 12 }, properties, services });
    expect(await executeLibraryScript(context, settingsOf('libraryScript', properties))).toEqual({ output: { recipients: 2, attachments: 0 } });
    expect(outbox).toEqual([{ to: 'ops@example.com, cto@example.com', subject: expect.stringMatching(/^Nightly – \d{4}-\d{2}-\d{2}$/), body: expect.stringContaining('- orders: 12'), attachments: [] }]);
    expect(logs).toEqual([expect.stringMatching(/^E-mail to ops@example.com, cto@example.com: Nightly – /), 'Report sent to ops@example.com, cto@example.com']);
  });

  it('gives the script an input’s default where the node’s value cannot be read as its kind', async () => {
    const properties = { scriptId: 'send-email-report', to: 'ops@example.com', attach: '["table.csv"' };
    const { context, logs } = executorContext({ type: 'script', properties, services });
    expect(await executeLibraryScript(context, settingsOf('libraryScript', properties))).toEqual({ output: { recipients: 1, attachments: 0 } });
    expect(logs).not.toContainEqual(expect.stringContaining('Not attached'));
  });

  it('fails, not to be retried, a script the library does not have', async () => {
    const { context } = executorContext({ type: 'script', properties: { scriptId: 'gone' }, services });
    expect(await failureOf(executeLibraryScript(context, settingsOf('libraryScript', { scriptId: 'gone' })))).toEqual({ message: 'The script library has no gone', notRetried: notRetried.settings });
  });
});
