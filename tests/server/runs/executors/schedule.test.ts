import { describe, expect, it } from 'vitest';
import { executeSchedule } from '../../../../server/runs/executors/schedule';
import { executorContext, settingsOf } from './executor-harness';

describe('the Schedule executor', () => {
  it('does not wait inside a run: its input passes on, the log naming its cron', async () => {
    const { context, logs } = executorContext({ type: 'timer', input: { day: 'Monday' } });
    const started = performance.now();
    expect(await executeSchedule(context, settingsOf('schedule', { cron: '0 8 * * 1-5' }))).toEqual({ output: { day: 'Monday' } });
    expect(performance.now() - started).toBeLessThan(500);
    expect(logs).toEqual(['Scheduled on 0 8 * * 1-5 (UTC): the input passes on']);
  });

  it('says when it has no schedule set', async () => {
    const { context, logs } = executorContext({ type: 'timer', input: 1 });
    expect(await executeSchedule(context, settingsOf('schedule'))).toEqual({ output: 1 });
    expect(logs).toEqual(['No schedule set: the input passes on']);
  });
});
