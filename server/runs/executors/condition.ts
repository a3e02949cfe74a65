import type { NodeContext } from '../engine/executor-context';
import { runSandboxed } from '../engine/sandbox';

/** Whether a node's Condition (a decision's, a check's) holds: a JavaScript expression over the input, run in the sandbox; an empty one holds. */
export async function conditionHolds(condition: string | undefined, context: NodeContext): Promise<boolean> {
  const expression = (condition ?? '').trim();
  if (expression === '') return true;
  return (await runSandboxed(`return Boolean(${expression});`, context.input, context.services.sandbox)) === true;
}
