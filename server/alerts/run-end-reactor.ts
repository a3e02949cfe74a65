import { reactToRunEnds, sendDueDigests, type RunEndReactionPorts } from './run-end-reactions';

/** How often every process looks for digests that came due with no failure to send them. */
export const digestSweepEveryMs = 60_000;

/**
 * This process's reactions to run ends (D144): each batch of ended runs is reacted to on its own,
 * after the ends are written and without holding them up; a server that stops waits for those under
 * way. Every process also sweeps for digests that came due.
 */
export class RunEndReactor {
  readonly #ports: RunEndReactionPorts;
  readonly #underWay = new Set<Promise<void>>();
  #sweep: NodeJS.Timeout | null = null;

  constructor(ports: RunEndReactionPorts) {
    this.#ports = ports;
  }

  react(runIds: readonly string[]): void {
    const reaction = reactToRunEnds(this.#ports, runIds)
      .catch((error: unknown) => this.#ports.log.error({ err: error, runIds }, 'a run’s end could not be reacted to'))
      .finally(() => this.#underWay.delete(reaction));
    this.#underWay.add(reaction);
  }

  /** Settles once every reaction begun so far has (tests wait on it; a stopping server too). */
  async settled(): Promise<void> {
    while (this.#underWay.size > 0) await Promise.all([...this.#underWay]);
  }

  /** Sends the digests due by `now` (the sweep's work; tests give the clock). */
  sendDueDigests(now: Date = new Date()): Promise<void> {
    return sendDueDigests(this.#ports, now);
  }

  startSweeping(everyMs = digestSweepEveryMs): void {
    this.#sweep = setInterval(() => {
      this.sendDueDigests().catch((error: unknown) => this.#ports.log.error({ err: error }, 'due digests could not be sent'));
    }, everyMs);
    this.#sweep.unref();
  }

  async stop(): Promise<void> {
    if (this.#sweep) clearInterval(this.#sweep);
    this.#sweep = null;
    await this.settled();
  }
}
