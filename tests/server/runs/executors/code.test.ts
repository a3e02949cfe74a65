import { describe, expect, it } from 'vitest';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import { executeCode } from '../../../../server/runs/executors/code';
import { executorContext, failureOf, settingsOf } from './executor-harness';

describe('the Code executor (Script)', () => {
  it('answers what its code returns from its input', async () => {
    const { context } = executorContext({ type: 'script', input: { price: 4 } });
    expect(await executeCode(context, settingsOf('code', { code: 'return { total: input.price * 2 };' }))).toEqual({ output: { total: 8 } });
  });

  it('gives the code the runtime: its node’s properties as inputs, and log lines in the step’s logs', async () => {
    const properties = { code: "log.info('rate ' + inputs.rate); return input * inputs.rate;", rate: 3 };
    const { context, logs } = executorContext({ type: 'script', input: 5, properties });
    expect(await executeCode(context, settingsOf('code', properties))).toEqual({ output: 15 });
    expect(logs).toEqual(['rate 3']);
  });

  it('fails code that throws with its message, to be retried, and code that does not parse, not to be', async () => {
    const thrown = executorContext({ type: 'script' }).context;
    expect(await failureOf(executeCode(thrown, settingsOf('code', { code: "throw new Error('no stock');" })))).toEqual({ message: expect.stringContaining('no stock'), notRetried: null });
    const unparsed = executorContext({ type: 'script' }).context;
    expect(await failureOf(executeCode(unparsed, settingsOf('code', { code: 'return {' })))).toMatchObject({ notRetried: notRetried.syntax });
  });
});
