import type { Executor } from '../engine/executor-context';
import { runNodeCode } from '../runtime/run-script';
import { passInputOn } from './pass-through';
import { scriptExecution } from './script-execution';

/** Runs its Code like a Code node; without code its input passes on. */
export const executeTransform: Executor<'transform'> = async (context, { code }) => {
  if (code === undefined || code.trim() === '') return passInputOn(context);
  return { output: await runNodeCode(code, scriptExecution(context, context.node.properties)) };
};
