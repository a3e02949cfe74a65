import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '../../../src/app/designer/on-first-use';

/** A part that records what it was handed, from a module the test lets arrive (or fail). */
function partFrom(load: () => Promise<{ name: string }>) {
  const stops: string[] = [];
  const part = onFirstUse(load, (module) => {
    const got: string[] = [];
    return { part: { module: module.name, got }, stop: () => stops.push(module.name) };
  });
  return { part, stops };
}

describe('a designer part loaded on first use (D105)', () => {
  it('loads nothing until used, then delivers what was handed to it, in order, as it starts', async () => {
    const load = vi.fn(async () => ({ name: 'draft' }));
    const { part } = partFrom(load);
    part.mount();
    expect(load).not.toHaveBeenCalled();
    const changed = vi.fn();
    part.subscribe(changed);
    part.use((started) => started.got.push('first'));
    part.use((started) => started.got.push('second'));
    expect(part.get()).toBeNull();
    await part.ready();
    expect(part.get()).toEqual({ module: 'draft', got: ['first', 'second'] });
    expect(changed).toHaveBeenCalledTimes(1);
    // Once started, at once.
    part.use((started) => started.got.push('third'));
    expect(part.get()!.got).toEqual(['first', 'second', 'third']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch, keeping what waits', async () => {
    const load = vi.fn<() => Promise<{ name: string }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ name: 'draft' });
    const { part } = partFrom(load);
    part.mount();
    part.use((started) => started.got.push('asked offline'));
    await expect(part.ready()).rejects.toThrow('offline');
    await part.ready();
    expect(part.get()!.got).toEqual(['asked offline']);
  });

  it('stops with the designer, and starts afresh on its next mount with what was handed to it meanwhile', async () => {
    const { part, stops } = partFrom(async () => ({ name: 'draft' }));
    const unmount = part.mount();
    await part.ready();
    unmount();
    expect(stops).toEqual(['draft']);
    expect(part.get()).toBeNull();
    part.use((started) => started.got.push('while it was closed'));
    await part.ready();
    expect(part.get()).toBeNull();
    part.mount();
    expect(part.get()).toEqual({ module: 'draft', got: ['while it was closed'] });
  });
});
