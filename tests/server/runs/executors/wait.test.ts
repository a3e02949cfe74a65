import { describe, expect, it } from 'vitest';
import { executeWait } from '../../../../server/runs/executors/wait';
import { executorContext, settingsOf } from './executor-harness';

describe('the Wait executor (Timer)', () => {
  it('waits its seconds, then passes its input on', async () => {
    const { context, logs } = executorContext({ type: 'timer', input: 'after' });
    const started = performance.now();
    expect(await executeWait(context, settingsOf('wait', { seconds: 0.2 }))).toEqual({ output: 'after' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(logs).toEqual(['Waiting 0.2 s']);
  });

  it('ends its wait as soon as the node is aborted (its Timeout, a cancel), with the abort’s reason', async () => {
    const controller = new AbortController();
    const { context } = executorContext({ type: 'timer', signal: controller.signal });
    const waiting = executeWait(context, settingsOf('wait', { seconds: 60 }));
    setTimeout(() => controller.abort(new Error('cancelled')), 20);
    const started = performance.now();
    await expect(waiting).rejects.toThrow('cancelled');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
