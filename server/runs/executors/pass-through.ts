import type { Executor, ExecutorAnswer, NodeContext } from '../engine/executor-context';

/** The input passes on unchanged, and the step says so (a Transform without code does the same). */
export function passInputOn(context: NodeContext): ExecutorAnswer {
  context.log(`${context.node.type} node: the input passes on unchanged`);
  return { output: context.input };
}

export const executePassThrough: Executor<'passThrough'> = async (context) => passInputOn(context);
