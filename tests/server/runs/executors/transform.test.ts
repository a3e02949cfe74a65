import { describe, expect, it } from 'vitest';
import { executeTransform } from '../../../../server/runs/executors/transform';
import { executorContext, settingsOf } from './executor-harness';

describe('the Transform executor', () => {
  it('answers what its code makes of its input', async () => {
    const { context, logs } = executorContext({ type: 'transform', input: [1, 2, 3] });
    expect(await executeTransform(context, settingsOf('transform', { code: 'return input.map((each) => each * 10);' }))).toEqual({ output: [10, 20, 30] });
    expect(logs).toEqual([]);
  });

  it('passes its input on without code, and says so', async () => {
    const { context, logs } = executorContext({ type: 'transform', input: { kept: true } });
    expect(await executeTransform(context, settingsOf('transform', { code: '   ' }))).toEqual({ output: { kept: true } });
    expect(logs).toEqual(['transform node: the input passes on unchanged']);
  });
});
