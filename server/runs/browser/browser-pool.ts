import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startGuardedProxy, type GuardedProxy } from './guarded-proxy';
import { messageOf } from '../../../src/domain/error-text';

export interface BrowserPoolSettings {
  executablePath: string;
  /** Contexts open at once in this process (BROWSER_CONTEXTS); further runs wait for one. */
  contexts: number;
  allowPrivateNetwork: boolean;
  /** Which resolved addresses the proxy refuses; tests substitute it to play a public host. */
  isPrivate?: (address: string) => boolean;
}

/** The tab a run drives, the context it lives in and the proxy its requests go through. */
export interface ContextLease {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly proxy: GuardedProxy;
  /** Closes the context, its proxy and its folder, and frees the slot; once, whoever calls it. */
  close(): Promise<void>;
}

/** The window a run's tab has: also the size of its screenshots (D68). */
export const tabViewport = { width: 1280, height: 800 } as const;

/**
 * Flags that keep the browser inside the proxy (D68): no QUIC (it would skip an HTTP proxy), WebRTC
 * only through the proxy (so no UDP to a private address), nothing the browser fetches on its own.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
];


/**
 * The browser worker of one process (D68): one Chromium, launched at the first run that needs it
 * and again after it crashed, and at most `contexts` incognito contexts at once, each with one tab
 * and its own guarded proxy. A run waiting for a context says so in its step's log.
 */
export class BrowserPool {
  readonly #settings: BrowserPoolSettings;
  #browser: Promise<{ browser: Browser; folder: string }> | null = null;
  #free: number;
  readonly #waiting: Array<() => void> = [];
  readonly #leases = new Set<ContextLease>();
  #closed = false;

  constructor(settings: BrowserPoolSettings) {
    this.#settings = settings;
    this.#free = settings.contexts;
  }

  /** Contexts open now (the benchmark and the tests read it). */
  get openContexts(): number {
    return this.#leases.size;
  }

  /**
   * A fresh context and tab for one run. Waits for a free slot first (saying so through `onWait`),
   * and gives up when the signal ends (a cancel); the wait is not a node's work.
   */
  async lease(signal: AbortSignal, onWait: (line: string) => void): Promise<ContextLease> {
    await this.#slot(signal, onWait);
    let proxy: GuardedProxy | null = null;
    let folder: string | null = null;
    try {
      const { browser } = await this.#launched();
      proxy = await startGuardedProxy({ allowPrivateNetwork: this.#settings.allowPrivateNetwork, isPrivate: this.#settings.isPrivate });
      folder = await mkdtemp(join(tmpdir(), 'botflow-context-'));
      const context = await browser.newContext({ proxy: { server: proxy.server }, viewport: tabViewport, acceptDownloads: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      return this.#track(page, context, proxy, folder);
    } catch (error) {
      await proxy?.close();
      if (folder) await rm(folder, { recursive: true, force: true });
      this.#release();
      throw new Error(`The browser could not open a tab: ${messageOf(error)}`);
    }
  }

  #track(page: Page, context: BrowserContext, proxy: GuardedProxy, folder: string): ContextLease {
    let closing: Promise<void> | null = null;
    const lease: ContextLease = {
      page,
      context,
      proxy,
      close: () => {
        closing ??= (async () => {
          this.#leases.delete(lease);
          await context.close().catch(() => {});
          await proxy.close();
          await rm(folder, { recursive: true, force: true });
          this.#release();
        })();
        return closing;
      },
    };
    this.#leases.add(lease);
    return lease;
  }

  async #slot(signal: AbortSignal, onWait: (line: string) => void): Promise<void> {
    if (this.#closed) throw new Error('The browser worker has stopped');
    if (this.#free > 0) {
      this.#free -= 1;
      return;
    }
    onWait(`Waiting for a browser: this server's ${this.#settings.contexts} browser tabs are all in use by other runs`);
    const startedAt = Date.now();
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        signal.removeEventListener('abort', abandon);
        resolve();
      };
      const abandon = () => {
        const at = this.#waiting.indexOf(wake);
        if (at >= 0) this.#waiting.splice(at, 1);
        reject(signal.reason as Error);
      };
      if (signal.aborted) return abandon();
      signal.addEventListener('abort', abandon, { once: true });
      this.#waiting.push(wake);
    });
    onWait(`Got a browser tab after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  }

  /** A freed slot goes to the run that waited longest, else back to the pool. */
  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free += 1;
  }

  /** The running Chromium, launched now if there is none (first use, or after a crash). */
  #launched(): Promise<{ browser: Browser; folder: string }> {
    if (!this.#browser) {
      const launching = (async () => {
        // The browser's own profile and downloads live in a folder of their own, removed with it.
        const folder = await mkdtemp(join(tmpdir(), 'botflow-browser-'));
        try {
          const browser = await chromium.launch({ executablePath: this.#settings.executablePath, args: chromiumArgs, headless: true, downloadsPath: folder });
          browser.on('disconnected', () => {
            // A crash: the tabs it held are gone (their nodes fail); the next run launches anew.
            if (this.#browser === launching) this.#browser = null;
            void rm(folder, { recursive: true, force: true });
          });
          return { browser, folder };
        } catch (error) {
          await rm(folder, { recursive: true, force: true });
          throw error;
        }
      })();
      this.#browser = launching;
      launching.catch(() => {
        if (this.#browser === launching) this.#browser = null;
      });
    }
    return this.#browser;
  }

  /** Closes every context and the browser; runs still waiting for a slot fail. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all([...this.#leases].map((lease) => lease.close()));
    const launched = this.#browser;
    this.#browser = null;
    if (launched) {
      const { browser, folder } = await launched.catch(() => ({ browser: null, folder: null }));
      await browser?.close().catch(() => {});
      if (folder) await rm(folder, { recursive: true, force: true });
    }
  }
}
