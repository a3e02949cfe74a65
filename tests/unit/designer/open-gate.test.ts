import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openGate, settleDelayMs } from '../../../src/app/designer/open-gate';

describe("the designer's open gate (D109)", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] }));
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('opens in the task after the next frame, not before', async () => {
    const gate = openGate();
    const isOpen = settled(gate.opened);
    gate.openAfterPaint();
    await vi.advanceTimersByTimeAsync(10);
    expect(isOpen()).toBe(false);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(isOpen()).toBe(true);
  });

  it('stays shut when cancelled before the frame or before the task after it', async () => {
    const gate = openGate();
    const isOpen = settled(gate.opened);
    gate.openAfterPaint()();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(10);
    expect(isOpen()).toBe(false);
    const cancel = gate.openAfterPaint();
    vi.advanceTimersToNextFrame();
    cancel();
    await vi.advanceTimersByTimeAsync(10);
    expect(isOpen()).toBe(false);
  });

  it('counts the open as settled a while after the gate opened, in idle time, and never while it is shut', async () => {
    const gate = openGate();
    const isSettled = settled(gate.settled);
    await vi.advanceTimersByTimeAsync(settleDelayMs * 3);
    expect(isSettled()).toBe(false);
    gate.openAfterPaint();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(settleDelayMs - 10);
    expect(isSettled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(isSettled()).toBe(true);
  });
});
