import { defineConfig, devices } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { chromiumArgs, chromiumExecutable, testBrowserExecutable } from './tests/e2e/chromium';
import type { E2eServer } from './tests/e2e/start-servers';

/** Config files load synchronously, so a child process finds the port. */
function freePort(): string {
  const probe = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  const result = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  if (result.status !== 0 || !/^\d+$/.test(result.stdout)) throw new Error(`could not find a free port: ${result.stderr}`);
  return result.stdout;
}

// Several runs may share this machine: each asks the system for a free port. The runner evaluates
// this file first and its workers inherit the variable, so all of them agree on the port.
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh data dir per run: the server migrates and seeds it at start, and nothing leaks between runs.
const dataDir = `.tmp/e2e-data-${port}`;
// A second app server with an AI key, talking to a fake Gemini on loopback (tests/e2e/assistant-online.spec.ts).
process.env.E2E_ONLINE_PORT ??= freePort();
process.env.FAKE_GEMINI_PORT ??= freePort();
const onlinePort = Number(process.env.E2E_ONLINE_PORT);
const fakeGeminiPort = Number(process.env.FAKE_GEMINI_PORT);
// The website the browser runs drive (tests/e2e/browser-runs.spec.ts), on loopback.
process.env.E2E_FIXTURE_SITE_PORT ??= freePort();
const fixtureSitePort = Number(process.env.E2E_FIXTURE_SITE_PORT);
// The main server's mail goes to a sink on loopback (tests/e2e/smtp-sink.ts), where the tests read
// the e-mails a user would get: the password reset link (tests/e2e/password-reset.spec.ts).
process.env.SMTP_SINK_PORT ??= freePort();
process.env.SMTP_SINK_HTTP_PORT ??= freePort();
const smtpSinkPort = Number(process.env.SMTP_SINK_PORT);
const smtpSinkHttpPort = Number(process.env.SMTP_SINK_HTTP_PORT);

/**
 * An app server migrates and seeds a fresh PGlite before it answers: a minute was not always enough
 * on this 2-core machine under load (the run failed before its first test). A guard, not a check.
 */
const appServerStartTimeoutMs = 180_000;

process.env.E2E_SERVERS_READY_PORT ??= freePort();
const serversReadyPort = Number(process.env.E2E_SERVERS_READY_PORT);
const servers: E2eServer[] = [
  {
    name: 'app',
    script: 'server/main.ts',
    freshDir: dataDir,
    ready: { url: `${baseURL}/v1/health` },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The run e2e's api nodes call this very server on loopback (tests/e2e/runs.spec.ts), and
      // its browser nodes the fixture site (tests/e2e/browser-runs.spec.ts).
      ENGINE_ALLOW_PRIVATE_NETWORK: 'true',
      CHROMIUM_PATH: chromiumExecutable,
      SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
      PUBLIC_URL: baseURL,
    },
  },
  {
    name: 'smtp-sink',
    script: 'tests/e2e/smtp-sink.ts',
    ready: { port: smtpSinkHttpPort },
    env: { SMTP_SINK_PORT: String(smtpSinkPort), SMTP_SINK_HTTP_PORT: String(smtpSinkHttpPort) },
  },
  { name: 'fixture-site', script: 'tests/fixtures/serve-fixture-site.ts', args: [String(fixtureSitePort)], ready: { port: fixtureSitePort } },
  {
    name: 'fake-gemini',
    script: 'tests/e2e/fake-gemini-server.ts',
    ready: { port: fakeGeminiPort },
    env: { FAKE_GEMINI_PORT: String(fakeGeminiPort) },
  },
  {
    name: 'app-online',
    script: 'server/main.ts',
    freshDir: `${dataDir}-online`,
    ready: { url: `http://127.0.0.1:${onlinePort}/v1/health` },
    env: {
      PORT: String(onlinePort),
      HOST: '127.0.0.1',
      DATA_DIR: `${dataDir}-online`,
      STATIC_DIR: 'dist',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'fatal',
      GEMINI_API_KEY: 'e2e-key-not-a-secret',
      GEMINI_BASE_URL: `http://127.0.0.1:${fakeGeminiPort}`,
    },
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/e2e-results',
  // Two cores here: one worker per core, the server shares them.
  workers: 2,
  // Each test makes its own account through the API, so any test can run beside any other: the
  // tests of one file are spread over both workers instead of one worker taking a whole long file
  // while the other waits at the end. Files whose tests must take turns say so (assistant-online).
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A guard against hangs, not a speed check: a long flow takes 30 s on a loaded 2-core CI machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '.tmp/e2e-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: testBrowserExecutable, args: chromiumArgs },
    // A failed test keeps its trace (actions, console, network, the test's source) but neither the
    // screencast nor DOM snapshots: every passing test paid for them too, since the trace is recorded
    // before its outcome is known. The screencast was a quarter of the e2e run's CPU (178 → 130
    // CPU-seconds on 29 tests; D112), the DOM snapshot taken around each action another tenth (25 tests:
    // 82–88 → 74–77 CPU-seconds, as with no trace at all: 73–75). A failure's own screenshot is kept
    // below; `npx playwright test --trace on` records snapshots when a failure needs them (D121).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    // One launcher starts every server at once (Playwright would start an array's entries one after
    // the other: the two app servers' migrations took turns) and answers when all of them are ready.
    command: 'node --import tsx tests/e2e/start-servers.ts',
    url: `http://127.0.0.1:${serversReadyPort}/`,
    reuseExistingServer: false,
    timeout: appServerStartTimeoutMs,
    env: {
      E2E_SERVERS: JSON.stringify(servers),
      E2E_SERVERS_READY_PORT: String(serversReadyPort),
      // The launcher's own deadline comes first, so that it prints what the late servers said.
      E2E_SERVERS_TIMEOUT_MS: String(appServerStartTimeoutMs - 10_000),
    },
  },
});
