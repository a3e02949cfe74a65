import { describe, expect, it } from 'vitest';
import { executeCheck } from '../../../../server/runs/executors/check';
import { executorContext, failureOf, settingsOf } from './executor-harness';

describe('the Check executor (Validate)', () => {
  it('passes its input on when its condition holds, and says so', async () => {
    const { context, logs } = executorContext({ type: 'validate', input: { items: [1, 2] } });
    expect(await executeCheck(context, settingsOf('check', { condition: 'input.items.length > 0' }))).toEqual({ output: { items: [1, 2] } });
    expect(logs).toEqual(['The condition holds']);
  });

  it('fails naming the condition when it does not hold, and may be retried (the data may differ next time)', async () => {
    const { context, logs } = executorContext({ type: 'validate', input: { items: [] } });
    expect(await failureOf(executeCheck(context, settingsOf('check', { condition: 'input.items.length > 0' })))).toEqual({ message: 'The condition does not hold: input.items.length > 0', notRetried: null });
    expect(logs).toEqual([]);
  });
});
