import { existsSync } from 'node:fs';

/** Debian's Chromium: the npm packages download no browser (architecture.md). */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the end-to-end tests and the story sweep drive: Debian's chromium-headless-shell when it
 * is installed (.ci/run installs it), the same Blink and V8 as Chromium without the browser's UI
 * shell, which is what Playwright itself launches for headless tests. Measured on 29 e2e tests under
 * load: 130 → 102 CPU-seconds (D112). The server's browser worker and the benches keep
 * the full Chromium, which is what users' runs and the peer figures use.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const testBrowserExecutable = process.env.E2E_BROWSER ?? (existsSync(headlessShell) ? headlessShell : chromiumExecutable);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
