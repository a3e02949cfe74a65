import { describe, expect, it } from 'vitest';
import { until } from '../../../../server/runs/browser/click-items';

/** Holds the event loop, as a busy server process does (a long statement on the embedded database, a GC). */
const holdLoop = (untilTime: number) => {
  while (Date.now() < untilTime) {
    // busy: nothing else runs
  }
};

describe("a Click item's wait on a busy process", () => {
  it('gives up before the node’s Timeout when a pause ends past the deadline, without asking the page again', async () => {
    const deadline = Date.now() + 600;
    let asked = 0;
    // A check answered by a round trip, as the browser's are: its answer comes in a later turn of the loop.
    const check = () => {
      asked += 1;
      return new Promise<boolean>((resolve) => setImmediate(() => resolve(false)));
    };
    // The node's Timeout, as run-workflow sets it: due at the deadline.
    let timedOut = false;
    const timeout = setTimeout(() => (timedOut = true), deadline - Date.now());
    // Once the first answer is in, the loop is held past the deadline: the pause and the Timeout end together.
    setTimeout(() => holdLoop(deadline + 100), 20);
    const held = await until(check, deadline);
    const timedOutWhenGivenUp = timedOut;
    clearTimeout(timeout);
    expect(held).toBe(false);
    expect(timedOutWhenGivenUp).toBe(false);
    expect(asked).toBe(1);
  });

  it('answers true as soon as the check holds', async () => {
    let asked = 0;
    expect(await until(async () => ++asked === 3, Date.now() + 5000)).toBe(true);
    expect(asked).toBe(3);
  });
});
