import type { Executor } from '../engine/executor-context';

/** Ends its path: its input passes through unchanged. The engine makes it the run's output, as End has no output handle (engine/workflow.ts, `endsPath`). */
export const executeEnd: Executor<'end'> = async (context) => ({ output: context.input });
