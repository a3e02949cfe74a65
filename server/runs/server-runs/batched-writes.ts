/**
 * Writes that go to the database together (issue 33): what is handed in while no write is under way
 * goes at the next turn of the event loop, and what comes while one is under way goes together once
 * it is done, so a burst costs one statement per batch rather than one an item, and a single item
 * waits for nothing. Batches go one after another, each in the order its items came, so a user's
 * run jobs reach the queue in the order their runs were queued. When a batch fails, each of its
 * items is written alone, so one bad item fails only its own caller.
 */
export class BatchedWrites<Item> {
  readonly #write: (items: Item[]) => Promise<void>;
  #waiting: Array<{ item: Item; written: () => void; failed: (error: unknown) => void }> = [];
  #busy = false;

  constructor(write: (items: Item[]) => Promise<void>) {
    this.#write = write;
  }

  /** Settles once the item is written. */
  write(item: Item): Promise<void> {
    return new Promise((written, failed) => {
      this.#waiting.push({ item, written, failed });
      if (!this.#busy) {
        this.#busy = true;
        setImmediate(() => void this.#drain());
      }
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
    }
    this.#busy = false;
  }
}
