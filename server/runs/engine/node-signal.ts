/**
 * One attempt's signal: it aborts when the run's signal does (with its reason) or when the
 * attempt's timeout passes (with a TimeoutError, as `AbortSignal.timeout` gives), and `end` lets go
 * of both once the attempt has succeeded. `AbortSignal.timeout` + `AbortSignal.any` did the same, but left
 * each ended attempt's timer pending until its timeout (30 s by default) and its composite signal
 * hanging on the run's: ten of each a run of ten nodes, in the server's profile (D110).
 */
export function nodeSignal(runSignal: AbortSignal, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onRunAbort = () => controller.abort(runSignal.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
  }, timeoutMs);
  // Like AbortSignal.timeout's, the timer alone does not keep the process alive.
  timer.unref();
  if (runSignal.aborted) controller.abort(runSignal.reason);
  else runSignal.addEventListener('abort', onRunAbort, { once: true });
  return {
    signal: controller.signal,
    /** Whether it was the timeout, not the run, that ended the attempt. */
    get timedOut() {
      return timedOut;
    },
    end() {
      clearTimeout(timer);
      runSignal.removeEventListener('abort', onRunAbort);
    },
  };
}
