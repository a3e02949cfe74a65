import type { Executor } from '../engine/executor-context';
import { runNodeCode } from '../runtime/run-script';
import { scriptExecution } from './script-execution';

/** Runs its Code in the sandbox with the script runtime, the node's own properties as `inputs`; what it returns is the output. */
export const executeCode: Executor<'code'> = async (context, { code }) => ({ output: await runNodeCode(code, scriptExecution(context, context.node.properties)) });
