import type { Page } from 'playwright-core';
import { BrowserPool, type BrowserPoolSettings } from '../../../../server/runs/browser/browser-pool';
import { RunBrowser, type TabTurn } from '../../../../server/runs/browser/run-browser';
import { findChromium } from '../../../../server/runs/browser/chromium-path';
import type { EngineServices } from '../../../../server/runs/engine/executor-context';
import { runWorkflow, type StepUpdate } from '../../../../server/runs/engine/run-workflow';
import { defaultSandboxLimits } from '../../../../server/runs/engine/sandbox';
import type { EngineWorkflow } from '../../../../server/runs/engine/workflow';
import { engineServices } from '../engine-harness';

/** Debian's Chromium, which .ci/run installs: the browser tests need it and say so when it is missing. */
export const chromiumPath = findChromium(process.env);

export function browserPool(settings: Partial<BrowserPoolSettings> = {}): BrowserPool {
  if (!chromiumPath) throw new Error('Chromium is not installed (apt-get install -y chromium)');
  return new BrowserPool({ executablePath: chromiumPath, contexts: 2, allowPrivateNetwork: true, ...settings });
}

export interface BrowserRunOptions {
  /** Cancels the run, as the run's cancel button does. */
  signal?: AbortSignal;
  /** The run's browser; a WatchedRunBrowser lets the test act while a node waits on a page. */
  browser?: RunBrowser;
  /** Told of every step as it starts and ends, as the server records them. */
  onStep?: (step: StepUpdate) => void;
}

/**
 * The engine on its own with a real browser tab for the run, closed when the run ends as a server
 * run closes it. Scripts get the server's sandbox limits: the engine tests' 200 ms is too tight for
 * the first script of a process on a busy machine, while QuickJS's WebAssembly is still cold.
 */
export async function runInBrowser(pool: BrowserPool, workflow: EngineWorkflow, overrides: Partial<EngineServices> = {}, options: BrowserRunOptions = {}) {
  const browser = options.browser ?? new RunBrowser(pool);
  const steps: StepUpdate[] = [];
  const { services, outbox, files } = engineServices({ sandbox: defaultSandboxLimits, ...overrides, browser });
  try {
    const outcome = await runWorkflow(
      workflow,
      services,
      {
        onStep: (step) => {
          steps.push(step);
          options.onStep?.(step);
        },
      },
      options.signal ?? new AbortController().signal,
    );
    return { outcome, steps, finished: steps.filter((step) => step.status !== 'running'), outbox, files: files.files };
  } finally {
    await browser.close();
  }
}

/** A run's browser that tells the test when the run's tab asks for a URL: a node is then waiting on that page. */
export class WatchedRunBrowser extends RunBrowser {
  readonly #watched = new WeakSet<Page>();
  readonly #waiting: Array<{ part: string; resolve: (page: Page) => void }> = [];

  override async take(signal: AbortSignal, log: (line: string) => void): Promise<TabTurn> {
    const turn = await super.take(signal, log);
    const { page } = turn.tab;
    if (!this.#watched.has(page)) {
      this.#watched.add(page);
      page.on('request', (request) => {
        for (const waiter of this.#waiting.filter((each) => request.url().includes(each.part))) {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          waiter.resolve(page);
        }
      });
    }
    return turn;
  }

  /** The tab, once it asks for a URL containing `part`; ask before the run starts so as not to miss it. */
  requested(part: string): Promise<Page> {
    return new Promise((resolve) => this.#waiting.push({ part, resolve }));
  }
}
