import type { Page } from 'playwright-core';
import { NetworkRefusal } from '../engine/network-guard';
import { NodeFailure } from '../engine/node-failure';
import type { BrowserPool, ContextLease } from './browser-pool';
import { stepScreenshot } from './screenshot';
import { messageOf } from '../../../src/domain/error-text';

/** The run's tab as a browser node drives it (D68). */
export interface BrowserTab {
  readonly page: Page;
  /**
   * Fails with the host's name when the page tried to reach an address the guard refuses since the
   * last check (a navigation, an image, a fetch): the proxy answered 403 and the node must not pass.
   */
  assertNothingRefused(): void;
  /** What a failed page call means for the user: a crash or a closed tab is said as such. */
  explain(error: unknown): Error;
}

/** One browser node's hold on the run's tab; parallel branches wait for it. */
export interface TabTurn {
  readonly tab: BrowserTab;
  release(): void;
}


/** What the call log says last that is not Playwright retrying or waiting: often why an action could not happen. */
const lastFinding = (log: string) =>
  log
    .split('\n')
    .map((line) => line.replace(/^\s*(-|\d+ ×)\s*/, '').trim())
    .filter((line) => line !== '' && !/^(retrying|waiting|attempting|scrolling|done scrolling|performing|element is)/i.test(line))
    .at(-1);

/**
 * Playwright's message without its call log and terminal colours, but with the log's last finding
 * ("page.click: Timeout 5000ms exceeded: <div id="banner">…</div> intercepts pointer events"): the
 * reason a user needs, without the kilobytes of every retry Playwright made.
 */
const withoutCallLog = (message: string) => {
  // eslint-disable-next-line no-control-regex -- the colour codes are control characters
  const [head = '', log = ''] = message.replace(/\u001b\[[0-9;]*m/g, '').split(/\n\s*Call log:/);
  const finding = lastFinding(log);
  return finding ? `${head.trim()}: ${finding.slice(0, 300)}` : head.trim();
};

export const browserMessages = {
  refused: (host: string, reason: string) => `The browser may not reach ${host}: ${reason}`,
  crashed: 'The browser stopped unexpectedly (Chromium closed or crashed); the next browser node starts it again',
} as const;

/**
 * A run's browser (D68): one incognito context and one tab, opened at the run's first browser node
 * and shared by its browser nodes in visiting order (branches take turns), closed when the run ends
 * however it ends. A cancel or a node's timeout closes it at once; the next browser node opens a
 * fresh one.
 */
export class RunBrowser {
  readonly #pool: BrowserPool;
  #lease: ContextLease | null = null;
  #opening: Promise<ContextLease> | null = null;
  #lost = false;
  #turns: Promise<void> = Promise.resolve();
  #ended = false;

  constructor(pool: BrowserPool) {
    this.#pool = pool;
  }

  /**
   * Waits for the tab's turn, then for the tab itself (opened now at the run's first browser node,
   * which may wait for a free context: said in `log`). Neither wait is a node's work.
   */
  async take(signal: AbortSignal, log: (line: string) => void): Promise<TabTurn> {
    let release!: () => void;
    const previous = this.#turns;
    this.#turns = new Promise<void>((resolve) => (release = resolve));
    try {
      await abortable(previous, signal);
      const lease = await this.#tab(signal, log);
      return { tab: this.#tabOf(lease), release };
    } catch (error) {
      release();
      throw error;
    }
  }

  async #tab(signal: AbortSignal, log: (line: string) => void): Promise<ContextLease> {
    if (this.#ended) throw new Error('The run has ended');
    if (this.#lease && !this.#lost) return this.#lease;
    if (this.#lease) await this.abandon();
    this.#opening ??= this.#pool.lease(signal, log).finally(() => (this.#opening = null));
    const lease = await this.#opening;
    this.#lease = lease;
    this.#lost = false;
    // A crash or a closed tab: this node fails, the next one opens another context.
    lease.page.once('close', () => {
      if (this.#lease === lease) this.#lost = true;
    });
    lease.page.once('crash', () => {
      if (this.#lease === lease) this.#lost = true;
    });
    return lease;
  }

  #tabOf(lease: ContextLease): BrowserTab {
    return {
      page: lease.page,
      assertNothingRefused: () => {
        const [first] = lease.proxy.takeRefusals();
        if (first) throw new NetworkRefusal(browserMessages.refused(first.host, first.reason));
      },
      explain: (error) => {
        const [refused] = lease.proxy.takeRefusals();
        // A refused address stays refused; a failure already said as final (a selector the page never had) stays final (D88).
        if (refused) return new NetworkRefusal(browserMessages.refused(refused.host, refused.reason));
        if (error instanceof NodeFailure) return error;
        if (this.#lost || /Target (page, context or browser )?(has been )?closed|Browser has been closed|crashed/i.test(messageOf(error))) return new Error(browserMessages.crashed);
        return new Error(withoutCallLog(messageOf(error)));
      },
    };
  }

  /** The tab as it looks now, for the step that just ended; null without a tab (or when the page cannot be drawn). */
  async screenshot(): Promise<Buffer | null> {
    if (!this.#lease || this.#lost) return null;
    return stepScreenshot(this.#lease.page);
  }

  /** Closes the tab now (a cancel, a node's timeout): whatever waits in the page ends. */
  async abandon(): Promise<void> {
    const lease = this.#lease;
    this.#lease = null;
    this.#lost = false;
    await lease?.close();
  }

  /** The run has ended: its context closes and nothing of it stays. */
  async close(): Promise<void> {
    this.#ended = true;
    const opening = this.#opening;
    await this.abandon();
    // A tab still opening when the run ended is closed as soon as it is there.
    if (opening) await opening.then((lease) => lease.close()).catch(() => {});
  }
}

function abortable(promise: Promise<void>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<void>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, reject);
  });
}
