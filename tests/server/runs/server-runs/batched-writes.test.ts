import { describe, expect, it } from 'vitest';
import { BatchedWrites } from '../../../../server/runs/server-runs/batched-writes';

describe('batched writes of run jobs and run ends (D110)', () => {
  it('writes a lone item at once, and what comes during a write together in the next, in order', async () => {
    const batches: number[][] = [];
    let finishFirst = () => {};
    const writes = new BatchedWrites<number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const first = writes.write(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    const later = [writes.write(2), writes.write(3), writes.write(4)];
    finishFirst();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('writes a failed batch item by item, so only the bad item fails its caller', async () => {
    const written: number[] = [];
    const writes = new BatchedWrites<number>(async (items) => {
      if (items.includes(13)) throw new Error(`cannot write ${items.join(', ')}`);
      written.push(...items);
    });
    const results = await Promise.allSettled([writes.write(12), writes.write(13), writes.write(14)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('cannot write 13'));
    expect(written).toEqual([12, 14]);
    // And the next write goes on as before.
    await writes.write(15);
    expect(written).toEqual([12, 14, 15]);
  });

  it('with a linger, waits for more when an item comes just after a write, and writes one after a quiet moment at once', async () => {
    const batches: number[][] = [];
    const writes = new BatchedWrites<number>(async (items) => void batches.push(items), { lingerMs: 200 });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    await writes.write(1);
    // Just after that write: a stream, so these wait together (without a linger, 2 would go at the next turn).
    const stream = [writes.write(2)];
    await turn();
    await turn();
    expect(batches).toEqual([[1]]);
    stream.push(writes.write(3));
    await Promise.all(stream);
    expect(batches).toEqual([[1], [2, 3]]);
    // After a quiet moment: at once.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const lone = writes.write(4);
    await turn();
    expect(batches).toEqual([[1], [2, 3], [4]]);
    await lone;
  });
});
