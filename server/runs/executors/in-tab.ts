import type { ClickItemContext } from '../browser/click-items';
import type { ExecutorAnswer, NodeContext } from '../engine/executor-context';
import { NodeFailure } from '../engine/node-failure';

/**
 * A Click item's work (D68) with the tab the engine holds for it and its deadline; what it answers is
 * the node's output. A failure is said as the tab explains it (a refused address, a crashed
 * browser), as a script's page calls are.
 */
export async function inTab(context: NodeContext, work: (item: ClickItemContext) => Promise<unknown>): Promise<ExecutorAnswer> {
  const { tab } = context;
  if (!tab) throw new NodeFailure('The node has no browser tab', { retryable: false });
  try {
    return { output: await work({ tab, deadline: context.deadline, log: context.log }) };
  } catch (error) {
    throw tab.explain(error);
  }
}
