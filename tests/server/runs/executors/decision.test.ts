import { describe, expect, it } from 'vitest';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import { executeDecision } from '../../../../server/runs/executors/decision';
import { executorContext, failureOf, settingsOf } from './executor-harness';

const decide = (condition: string | undefined, input: unknown) => {
  const { context, logs } = executorContext({ type: 'decision', input });
  return { answer: executeDecision(context, settingsOf('decision', condition === undefined ? {} : { condition })), logs };
};

describe('the Decision executor', () => {
  it('leaves by the right output when its condition holds, passing its input on', async () => {
    const { answer, logs } = decide('input.status === 200', { status: 200 });
    expect(await answer).toEqual({ output: { status: 200 }, branch: 'right' });
    expect(logs).toEqual(['The condition held: the right output is followed']);
  });

  it('leaves by the bottom output when it does not', async () => {
    const { answer, logs } = decide('input.status === 200', { status: 503 });
    expect(await answer).toEqual({ output: { status: 503 }, branch: 'bottom' });
    expect(logs).toEqual(['The condition did not hold: the bottom output is followed']);
  });

  it('takes an empty condition as holding', async () => {
    expect(await decide('  ', 1).answer).toEqual({ output: 1, branch: 'right' });
    expect(await decide(undefined, 1).answer).toEqual({ output: 1, branch: 'right' });
  });

  it('fails a condition that does not parse, not to be retried', async () => {
    expect(await failureOf(decide('input.status ===', {}).answer)).toMatchObject({ notRetried: notRetried.syntax });
  });
});
