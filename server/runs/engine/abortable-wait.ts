/** The longest a Node timer waits; a longer delay would fire at once. */
const longestTimerMs = 2 ** 31 - 1;

/** Waits the time given, or rejects with the signal's reason as soon as it aborts (a node's timeout, a cancel). */
export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    // Nothing waits that long in a run: the node's timeout (300 s at most) ends it first.
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, Math.min(ms, longestTimerMs));
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', abort, { once: true });
  });
}
