/**
 * Writes that go to the database together (D110): what is handed in while no write is under way
 * goes at the next turn of the event loop, and what comes while one is under way goes together once
 * it is done, so a burst costs one statement per batch rather than one an item, and a single item
 * waits for nothing. Batches go one after another, each in the order its items came, so a user's
 * run jobs reach the queue in the order their runs were queued. When a batch fails, each of its
 * items is written alone, so one bad item fails only its own caller.
 *
 * With `lingerMs`, an item that comes within `lingerMs` of the last write waits that long for others:
 * a stream of items that each arrive just after the last write (a user's Runs, each waiting for their
 * lock until the one before is queued) would otherwise go one a statement. An item that comes after
 * a quiet moment is still written at once.
 */
export class BatchedWrites<Item> {
  readonly #write: (items: Item[]) => Promise<void>;
  readonly #lingerMs: number;
  #waiting: Array<{ item: Item; written: () => void; failed: (error: unknown) => void }> = [];
  #busy = false;
  /** When the last batch was done: an item within `lingerMs` of it is part of a stream. */
  #lastDone = -Infinity;

  constructor(write: (items: Item[]) => Promise<void>, { lingerMs = 0 }: { lingerMs?: number } = {}) {
    this.#write = write;
    this.#lingerMs = lingerMs;
  }

  /** Settles once the item is written. */
  write(item: Item): Promise<void> {
    return new Promise((written, failed) => {
      this.#waiting.push({ item, written, failed });
      if (this.#busy) return;
      this.#busy = true;
      const streaming = performance.now() - this.#lastDone < this.#lingerMs;
      if (streaming) setTimeout(() => void this.#drain(), this.#lingerMs);
      else setImmediate(() => void this.#drain());
    });
  }

  async #drain(): Promise<void> {
    while (this.#waiting.length > 0) {
      const batch = this.#waiting;
      this.#waiting = [];
      try {
        await this.#write(batch.map(({ item }) => item));
        for (const { written } of batch) written();
      } catch (error) {
        if (batch.length === 1) batch[0]!.failed(error);
        else for (const each of batch) await this.#write([each.item]).then(each.written, each.failed);
      }
      this.#lastDone = performance.now();
    }
    this.#busy = false;
  }
}
