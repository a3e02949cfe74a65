/**
 * `npm run bench -- browser` (D81): a 5-node browser workflow (Start → Click Trigger → Click
 * Action → Element Selector → End) against the fixture site, run by the engine with a RunBrowser over
 * one BrowserPool (2 contexts), 50 runs 2 at a time: p50/p95 per run. Beside it, in the same run, bare
 * playwright-core on a second Chromium launched with the same flags: the same actions per run, the
 * context start (pool.lease(): guarded proxy, context and tab, against newContext + newPage) and the
 * per-action overhead (goto and click through the page bridge on a leased tab, against the same calls
 * on a bare page), each interleaved with ours so load falls on both alike; and the RSS of the pool's
 * Chromium and of this process after 10 and after 50 runs.
 * Targets (printed, not asserted): context start and each action ≤ 1.2× bare; RSS growth ≤ 10 %.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
// The bare Chromium is launched with the pool's own flags, so it differs from ours only by the pool and the proxy.
import { chromiumArgs, type BrowserPool, type ContextLease } from '../../server/runs/browser/browser-pool';
import { pageCalls } from '../../server/runs/browser/page-bridge';
import { RunBrowser } from '../../server/runs/browser/run-browser';
import { memoryRunFolder } from '../../server/runs/runtime/run-folder';
import { startFixtureSite } from '../fixtures/fixture-site';
import { browserPool, chromiumPath, runInBrowser } from '../server/runs/browser/browser-harness';
import { chain, node } from '../server/runs/engine-harness';
import { percentile } from './http-timing';

const runCount = 50;
const contextSamples = 30;
const actionSamples = 40;

const never = new AbortController().signal;
const median = (times: number[]) => percentile(times, 50);
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const mb = (value: number) => `${value.toFixed(1).padStart(7)} MB`;

async function timedMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Runs each measurement in turn, the other way round every second round, so neither always goes first. */
async function interleaved(round: number, measurements: Array<() => Promise<unknown>>): Promise<void> {
  for (const measure of round % 2 === 0 ? measurements : [...measurements].reverse()) await measure();
}

/** A /proc file's text; empty when the process has gone meanwhile. */
const procFile = (pid: number, name: string) => {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return '';
  }
};
// stat reads "pid (command) state ppid …", and the command may hold spaces and parentheses.
const ppidOf = (pid: number) => Number(procFile(pid, 'stat').replace(/^.*\) \S+ /s, '').split(' ')[0]);
const rssKbOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(procFile(pid, 'status'))?.[1] ?? 0);
const processIds = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);

/** The Chromium processes this process started itself (their children are found by rssMb). */
const chromiumChildren = () => processIds().filter((pid) => ppidOf(pid) === process.pid && procFile(pid, 'cmdline').includes('chromium'));

/** A full garbage collection, so garbage not yet collected is not counted in this process's RSS. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

interface Rss {
  server: number;
  chromium: number;
}

/** RSS in MB of this process, and of the given Chromium processes with all their descendants. */
async function rssMb(roots: number[]): Promise<Rss> {
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // closed contexts' renderers exit
  collectGarbage();
  const parents = new Map(processIds().map((pid) => [pid, ppidOf(pid)]));
  const tree = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  const chromiumKb = [...tree].reduce((total, pid) => total + rssKbOf(pid), 0);
  return { server: process.memoryUsage().rss / 2 ** 20, chromium: chromiumKb / 1024 };
}

/** Context start and per-action overhead, ours beside bare, interleaved; medians in the table. */
async function contextAndActions(pool: BrowserPool, bareBrowser: Browser, clickUrl: string): Promise<void> {
  const ours = { lease: [] as number[], goto: [] as number[], click: [] as number[] };
  const bare = { lease: [] as number[], goto: [] as number[], click: [] as number[] };
  for (let round = 0; round < contextSamples; round += 1) {
    await interleaved(round, [
      async () => {
        let lease: ContextLease | undefined;
        ours.lease.push(await timedMs(async () => (lease = await pool.lease(never, () => {}))));
        await lease?.close();
      },
      async () => {
        let context: BrowserContext | undefined;
        bare.lease.push(await timedMs(async () => (context = await bareBrowser.newContext()).newPage()));
        await context?.close();
      },
    ]);
  }
  // Our path for a script's page calls: the page bridge on a leased tab (proxy, JSON arguments, refusal check).
  const runBrowser = new RunBrowser(pool);
  const { tab, release } = await runBrowser.take(never, () => {});
  const page = pageCalls({ tab, files: memoryRunFolder() }).page!;
  const barePage = await (await bareBrowser.newContext()).newPage();
  for (let round = 0; round < actionSamples; round += 1) {
    await interleaved(round, [
      async () => {
        ours.goto.push(await timedMs(() => page(['goto', clickUrl], undefined, never)));
        ours.click.push(await timedMs(() => page(['click', '#go'], undefined, never)));
      },
      async () => {
        bare.goto.push(await timedMs(() => barePage.goto(clickUrl)));
        bare.click.push(await timedMs(() => barePage.click('#go')));
      },
    ]);
  }
  release();
  await runBrowser.close();
  await barePage.context().close();

  console.log(`\nOurs beside bare playwright-core in the same run (medians of ${contextSamples} context starts and ${actionSamples} of each action, interleaved)`);
  console.log(`  ${''.padEnd(48)}${'ours'.padStart(10)}${'bare'.padStart(10)}   ratio   target`);
  const line = (label: string, mine: number[], theirs: number[]) =>
    console.log(`  ${label.padEnd(48)}${ms(median(mine))}${ms(median(theirs))}   ${(median(mine) / median(theirs)).toFixed(2).padStart(5)}×  ≤ 1.20×`);
  line('context start: pool.lease() / newContext+newPage', ours.lease, bare.lease);
  line('goto /click: page bridge / page.goto', ours.goto, bare.goto);
  line('click #go: page bridge / page.click', ours.click, bare.click);
}

export async function runBrowserBench(): Promise<void> {
  if (!chromiumPath) return void console.log('\nbrowser benchmark: Chromium is not installed (apt-get install -y chromium)');
  const site = await startFixtureSite();
  const pool = browserPool({ contexts: 2, allowPrivateNetwork: true });
  let bareBrowser: Browser | null = null;
  try {
    const clickUrl = `${site.base}/click`;
    const workflow = chain(
      node('start', 'start'),
      node('open', 'event', { paletteItem: 'click-trigger', timeout: 30, url: clickUrl, selector: '#go', action: 'click' }),
      node('type', 'process', { paletteItem: 'click-action', timeout: 30, selector: '#name', action: 'type', text: 'Ada' }),
      node('check', 'validate', { paletteItem: 'element-selector', timeout: 30, selector: '#echo', condition: 'hasText', text: 'Ada' }),
      node('end', 'end'),
    );
    const ourRun = async () => {
      const { outcome } = await runInBrowser(pool, workflow);
      if (outcome.status !== 'completed') throw new Error(`a run ended ${outcome.status}: ${JSON.stringify(outcome)}`);
    };
    // The same actions as the workflow's nodes, without the engine, the pool, the proxy or the steps' screenshots.
    const bareRun = async () => {
      const context = await bareBrowser!.newContext();
      const page = await context.newPage();
      await page.goto(clickUrl, { waitUntil: 'domcontentloaded' });
      await page.click('#go');
      await page.fill('#name', 'Ada');
      await page.locator('#echo', { hasText: 'Ada' }).waitFor();
      await context.close();
    };
    await ourRun(); // launches the pool's Chromium before the bare one, so each is told apart
    const poolChromium = chromiumChildren();
    bareBrowser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    await bareRun();

    const ours: number[] = [];
    const bare: number[] = [];
    const twoAtATime = async (times: number[], run: () => Promise<void>) => times.push(...(await Promise.all([timedMs(run), timedMs(run)])));
    let after10: Rss = { server: 0, chromium: 0 };
    for (let round = 0; round < runCount / 2; round += 1) {
      await interleaved(round, [() => twoAtATime(ours, ourRun), () => twoAtATime(bare, bareRun)]);
      if (ours.length === 10) after10 = await rssMb(poolChromium);
    }
    const after50 = await rssMb(poolChromium);
    console.log(`\n${runCount} runs of a 5-node browser workflow (Start, Click Trigger, Click Action, Element Selector, End), 2 at a time`);
    console.log(`  ${'ours: engine, RunBrowser, pool (2 contexts)'.padEnd(48)} p50 ${ms(median(ours))}   p95 ${ms(percentile(ours, 95))}`);
    console.log(`  ${'baseline: the same actions, bare playwright-core'.padEnd(48)} p50 ${ms(median(bare))}   p95 ${ms(percentile(bare, 95))}`);

    await contextAndActions(pool, bareBrowser, clickUrl);

    const growth = (before: number, after: number) => `${(((after - before) / before) * 100).toFixed(1).padStart(6)} %`;
    console.log(`\nRSS after 10 and after ${runCount} runs (the pool's Chromium with all its processes; this process after a full GC)`);
    console.log(`  ${''.padEnd(48)}${'10 runs'.padStart(10)}${`${runCount} runs`.padStart(10)}   growth`);
    const figures: Array<[string, (rss: Rss) => number]> = [['Chromium', (rss) => rss.chromium], ['server (this process)', (rss) => rss.server], ['both', (rss) => rss.chromium + rss.server]];
    for (const [label, of] of figures) {
      console.log(`  ${label.padEnd(48)}${mb(of(after10))}${mb(of(after50))}   ${growth(of(after10), of(after50))}`);
    }
    console.log('  target: growth of both ≤ 10 %');
  } finally {
    await bareBrowser?.close();
    await pool.close();
    await site.close();
  }
}
