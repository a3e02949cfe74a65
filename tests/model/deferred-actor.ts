import { fromPromise } from 'xstate';

/**
 * A fake promise actor that stays pending until the test settles it, so a generated path decides
 * when a request answers and with what.
 */
export function createDeferredActor<TOutput, TInput = unknown>() {
  let pending: { resolve: (value: TOutput) => void; reject: (error: unknown) => void } | null = null;
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push(input);
        pending = { resolve, reject };
      }),
  );
  function take() {
    if (!pending) throw new Error('The actor was not invoked, so there is nothing to settle');
    const current = pending;
    pending = null;
    return current;
  }
  return {
    logic,
    calls,
    resolve: (output: TOutput) => take().resolve(output),
    reject: (error: unknown) => take().reject(error),
    get isPending() {
      return pending !== null;
    },
  };
}

export type DeferredActor<TOutput, TInput = unknown> = ReturnType<typeof createDeferredActor<TOutput, TInput>>;
