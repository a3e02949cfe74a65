import type { Executor } from '../engine/executor-context';

/** A schedule starts runs (D63); inside one there is nothing left for it to do but pass its input on. */
export const executeSchedule: Executor<'schedule'> = async (context, { cron }) => {
  context.log(cron ? `Scheduled on ${cron} (UTC): the input passes on` : 'No schedule set: the input passes on');
  return { output: context.input };
};
