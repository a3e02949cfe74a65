import { waitFor } from '../engine/abortable-wait';
import type { Executor } from '../engine/executor-context';

/** Waits its seconds (the node's Timeout or a cancel ends it sooner), then passes its input on. */
export const executeWait: Executor<'wait'> = async (context, { seconds }) => {
  context.log(`Waiting ${seconds} s`);
  await waitFor(seconds * 1000, context.signal);
  return { output: context.input };
};
