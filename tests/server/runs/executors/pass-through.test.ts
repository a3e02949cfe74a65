import { describe, expect, it } from 'vitest';
import { executePassThrough } from '../../../../server/runs/executors/pass-through';
import { executorContext, settingsOf } from './executor-harness';

describe('the pass-through executor (Basic, Process and the other nodes with no work of their own)', () => {
  it('passes its input on unchanged and says so in a log line naming its type', async () => {
    const { context, logs } = executorContext({ type: 'database', input: { rows: 3 } });
    expect(await executePassThrough(context, settingsOf('passThrough'))).toEqual({ output: { rows: 3 } });
    expect(logs).toEqual(['database node: the input passes on unchanged']);
  });
});
