import { describe, expect, it } from 'vitest';
import { executeEnd } from '../../../../server/runs/executors/end';
import { executorContext, settingsOf } from './executor-harness';

describe('the End executor', () => {
  it('answers its input unchanged, with no branch (End has no output to choose)', async () => {
    const input = { total: 42, lines: [1, 2] };
    const { context, logs } = executorContext({ type: 'end', input });
    const answer = await executeEnd(context, settingsOf('end'));
    expect(answer).toEqual({ output: input });
    expect(answer.output).toBe(input);
    expect(logs).toEqual([]);
  });
});
