import type { Executor } from '../engine/executor-context';
import { NodeFailure } from '../engine/node-failure';
import { conditionHolds } from './condition';

/** Fails the node when its Condition does not hold (a retry may see other data); its input passes on when it does. */
export const executeCheck: Executor<'check'> = async (context, { condition }) => {
  if (!(await conditionHolds(condition, context))) throw new NodeFailure(`The condition does not hold: ${condition ?? ''}`);
  context.log('The condition holds');
  return { output: context.input };
};
