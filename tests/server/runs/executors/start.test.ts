import { describe, expect, it } from 'vitest';
import { executeStart } from '../../../../server/runs/executors/start';
import { executorContext, settingsOf } from './executor-harness';

describe('the Start executor', () => {
  it("answers the run's input as its output, leaving by its one output", async () => {
    const { context, logs } = executorContext({ type: 'start', input: { orderId: 7 } });
    expect(await executeStart(context, settingsOf('start'))).toEqual({ output: { orderId: 7 } });
    expect(logs).toEqual([]);
  });

  it('answers an empty object when the run was given no input', async () => {
    const { context } = executorContext({ type: 'start' });
    expect(await executeStart(context, settingsOf('start'))).toEqual({ output: {} });
  });
});
