import type { Executor } from '../engine/executor-context';
import { conditionHolds } from './condition';

/** Leaves by the right output when its Condition holds, by the bottom one otherwise; its input passes on. */
export const executeDecision: Executor<'decision'> = async (context, { condition }) => {
  const branch = (await conditionHolds(condition, context)) ? 'right' : 'bottom';
  context.log(`The condition ${branch === 'right' ? 'held: the right output' : 'did not hold: the bottom output'} is followed`);
  return { output: context.input, branch };
};
