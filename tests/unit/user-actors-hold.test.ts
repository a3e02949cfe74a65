import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { opensDesignerFirst, userActorsHold, userActorsHoldLimitMs } from '../../src/app/user-actors-hold';

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe("the user's cart and favourites on a page load that opens the designer (D109)", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('are held only when the first page is a sequence in the designer', () => {
    expect(opensDesignerFirst('/sequences/invoice-collector')).toBe(true);
    expect(opensDesignerFirst('/sequences/add-sequence')).toBe(false);
    expect(opensDesignerFirst('/sequences')).toBe(false);
    expect(opensDesignerFirst('/marketplace')).toBe(false);
    expect(opensDesignerFirst('/')).toBe(false);
  });

  it('load at once when not held', async () => {
    const isReleased = settled(userActorsHold(false).released);
    await vi.advanceTimersByTimeAsync(0);
    expect(isReleased()).toBe(true);
  });

  it('load once released, and at the latest after the limit', async () => {
    const hold = userActorsHold(true);
    const isReleased = settled(hold.released);
    await vi.advanceTimersByTimeAsync(100);
    expect(isReleased()).toBe(false);
    hold.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(isReleased()).toBe(true);

    const forgotten = settled(userActorsHold(true).released);
    await vi.advanceTimersByTimeAsync(userActorsHoldLimitMs - 1);
    expect(forgotten()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(forgotten()).toBe(true);
  });
});
