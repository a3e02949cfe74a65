import type { Executor } from '../engine/executor-context';

/** Starts the run: its output is the run's input, an empty object when none was given. */
export const executeStart: Executor<'start'> = async (context) => ({ output: context.input ?? {} });
