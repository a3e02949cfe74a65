/**
 * Where a designer open spends its main thread (D119: profile before optimising). Builds given
 * as directories are served side by side by the real server, each with its own account and sequence
 * of N generated nodes, and opened in alternation (the machine's load changes during a run); the bare
 * React Flow page is opened in the same rounds. Each open is cold (new context) with a CPU profile
 * from navigation until the nodes are visible and painted (designer-page-hooks.ts). Samples are put
 * on their original sources through the build's source maps.
 *
 *   PROFILE_DIRS=/tmp/dist-before,dist PROFILE_OPENS=7 PROFILE_SIZE=100 npx tsx tests/bench/designer-profile.ts
 *
 * Prints, per subject: open and main-thread task time (medians), self time by package or source folder,
 * and the heaviest functions. PROFILE_SAVE=dir writes each open's .cpuprofile (Chromium DevTools reads them).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium, type Browser } from '@playwright/test';
import { sequencePath } from '../../src/domain/sequences/sequence-slug';
import { CULL_OFFSCREEN_FROM } from '../../src/views/designer/offscreen-culling';
import { startBarePage } from './bare-page';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './designer.bench';
import { median, openWhen, VIEWPORT } from './designer-measure';
import { pageHooks, type PageHooks } from './designer-page-hooks';
import { rendererCpuSpan } from './renderer-cpu';
import { startBenchServer, type BenchServer } from './designer-server';
import { generatedWorkflow } from './designer-workflow';
import { postApi } from './post-api';

const SIZE = Number(process.env.PROFILE_SIZE ?? 100);
const OPENS = Number(process.env.PROFILE_OPENS ?? 5);
const DIRS = (process.env.PROFILE_DIRS ?? 'dist').split(',');
const TOP = Number(process.env.PROFILE_TOP ?? 25);
/** PROFILE_CALLERS=zod,xstate: for samples in these packages, the nearest caller in our own sources. */
const CALLERS = process.env.PROFILE_CALLERS ? process.env.PROFILE_CALLERS.split(',') : [];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface Subject {
  name: string;
  url: string;
  staticDir?: string;
  session?: { token: string; user: unknown };
  /** From this many nodes the page leaves those off screen out of the DOM (the designer's culling). */
  cullsFrom?: number;
}

async function designerSubject(server: BenchServer, staticDir: string): Promise<Subject> {
  const registered = await postApi<{ access_token: string; user: unknown }>(server.baseUrl, '/auth/register', {
    name: 'Profile',
    lastname: 'Runner',
    email: `profile-${Date.now()}-${Math.random().toString(36).slice(2)}@botflow.dev`,
    password: 'profile-password-1',
    is_active: true,
    is_admin: false,
  });
  const title = `Profile ${SIZE} Nodes`;
  await postApi(server.baseUrl, '/sequences/sequences', { title, description: 'generated', items: [generatedWorkflow(SIZE)] }, registered.access_token);
  return { name: `designer ${staticDir}`, url: `${server.baseUrl}${sequencePath(title)}`, staticDir, session: { token: registered.access_token, user: registered.user }, cullsFrom: CULL_OFFSCREEN_FROM };
}

/**
 * Opens the subject once in a fresh context under the profiler: open time, task time, the renderers'
 * CPU time over the open and their main threads' time on a CPU (unlike the first two, not inflated
 * when other work on the machine takes the core away), and the profile.
 */
async function profiledOpen(browser: Browser, subject: Subject) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (subject.session) {
    await context.addInitScript(({ token, user }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('user_data', JSON.stringify(user));
    }, subject.session);
  }
  // From CULL_OFFSCREEN_FROM nodes the designer draws only those on screen: waiting for all N never ended.
  await context.addInitScript(pageHooks(openWhen(subject, SIZE)));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const taskBefore = (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')!.value;
  const cpuSpan = await rendererCpuSpan(browser);
  await page.goto(subject.url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as PageHooks).__openedAt !== undefined, undefined, { timeout: 60_000, polling: 'raf' });
  const { all: cpu, main } = await cpuSpan.stop();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const taskAfter = (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')!.value;
  const open = await page.evaluate(() => (window as unknown as PageHooks).__openedAt!);
  await context.close();
  return { open, task: (taskAfter - taskBefore) * 1000, cpu, main, profile };
}

const traceMaps = new Map<string, TraceMap | null>();
function traceMapFor(staticDir: string, url: string): TraceMap | null {
  const key = `${staticDir}|${url}`;
  if (!traceMaps.has(key)) {
    try {
      traceMaps.set(key, new TraceMap(readFileSync(join(staticDir, new URL(url).pathname + '.map'), 'utf8')));
    } catch {
      traceMaps.set(key, null);
    }
  }
  return traceMaps.get(key)!;
}

/** A package (node_modules/<name>), a source folder (src/<area>/<part>), or the engine's own entries. */
function sourceOf(staticDir: string | undefined, frame: ProfileNode['callFrame']): { group: string; place: string } {
  if (!frame.url) return { group: frame.functionName || '(native)', place: frame.functionName || '(native)' };
  const map = staticDir ? traceMapFor(staticDir, frame.url) : null;
  const position = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
  const source = position?.source ?? basename(new URL(frame.url).pathname);
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  const group = packageMatch ? packageMatch[1]! : (/(?:^|\/)((?:src|shared)\/[^/]+(?:\/[^/]+)?)\//.exec(source)?.[1] ?? source);
  const name = position?.name ?? frame.functionName ?? '(anonymous)';
  return { group, place: `${name || '(anonymous)'} ${source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${position?.line ?? frame.lineNumber + 1}` };
}

function selfTimes(subject: Subject, profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const groups = new Map<string, number>();
  const places = new Map<string, number>();
  const callers = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const { group, place } = sourceOf(subject.staticDir, frame);
    groups.set(group, (groups.get(group) ?? 0) + ms);
    places.set(place, (places.get(place) ?? 0) + ms);
    if (!CALLERS.includes(group)) return;
    // Up the stack to the first frame outside the package that is ours (src/ or shared/).
    for (let up = parentOf.get(id); up !== undefined; up = parentOf.get(up)) {
      const caller = sourceOf(subject.staticDir, byId.get(up)!.callFrame);
      // A chunk's own top-level code has no mapped name: that is its modules being evaluated.
      const isModuleLoad = /\.js$/.test(caller.group) && !caller.group.includes('node_modules');
      if (caller.group === group || (!/^(src|shared)\//.test(caller.group) && !isModuleLoad)) continue;
      const key = `${group} <- ${isModuleLoad ? `module evaluation in ${caller.group}` : caller.place}`;
      callers.set(key, (callers.get(key) ?? 0) + ms);
      break;
    }
  });
  return { groups, places, callers };
}

function addInto(total: Map<string, number[]>, one: Map<string, number>): void {
  for (const [key, ms] of one) total.set(key, [...(total.get(key) ?? []), ms]);
}

function printTable(title: string, totals: Map<string, number[]>, opens: number): void {
  // Mean over the opens (a key missing from an open counts 0 there).
  const rows = [...totals].map(([key, values]) => [key, values.reduce((sum, value) => sum + value, 0) / opens] as const).sort((a, b) => b[1] - a[1]);
  console.log(`  ${title}`);
  for (const [key, ms] of rows.slice(0, TOP)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const bare = await startBarePage();
const servers: BenchServer[] = [];
try {
  const subjects: Subject[] = [{ name: 'bare React Flow', url: bare.urlFor(SIZE) }];
  for (const dir of DIRS) {
    process.env.BENCH_STATIC_DIR = dir;
    const server = await startBenchServer();
    servers.push(server);
    subjects.push(await designerSubject(server, dir));
  }
  // A warm-up open each (server caches, browser process), not counted.
  for (const subject of subjects) await profiledOpen(browser, subject);
  const results = subjects.map(() => ({ opens: [] as number[], tasks: [] as number[], cpus: [] as number[], mains: [] as number[], groups: new Map<string, number[]>(), places: new Map<string, number[]>(), callers: new Map<string, number[]>() }));
  for (let round = 0; round < OPENS; round++) {
    for (const [index, subject] of subjects.entries()) {
      const { open, task, cpu, main, profile } = await profiledOpen(browser, subject);
      const result = results[index]!;
      result.opens.push(open);
      result.tasks.push(task);
      result.cpus.push(cpu);
      result.mains.push(main);
      const { groups, places, callers } = selfTimes(subject, profile);
      addInto(result.groups, groups);
      addInto(result.places, places);
      addInto(result.callers, callers);
      if (process.env.PROFILE_SAVE) {
        mkdirSync(process.env.PROFILE_SAVE, { recursive: true });
        writeFileSync(join(process.env.PROFILE_SAVE, `${index}-${subject.name.replace(/\W+/g, '_')}-${round}.cpuprofile`), JSON.stringify(profile));
      }
    }
  }
  console.log(`\nDesigner open profile, N = ${SIZE}, ${OPENS} profiled opens each (alternating), load ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  for (const [index, subject] of subjects.entries()) {
    const result = results[index]!;
    console.log(`\n${subject.name}: open ${median(result.opens).toFixed(0)} ms (${result.opens.map((ms) => ms.toFixed(0)).join(', ')}), main-thread tasks ${median(result.tasks).toFixed(0)} ms, renderer CPU ${median(result.cpus).toFixed(0)} ms, its main thread on a CPU ${median(result.mains).toFixed(0)} ms (${result.mains.map((ms) => ms.toFixed(0)).join(', ')})`);
    printTable('self time by package / folder (mean per open)', result.groups, OPENS);
    printTable('heaviest functions (mean per open)', result.places, OPENS);
    if (CALLERS.length) printTable(`our nearest callers of ${CALLERS.join(', ')} (mean per open)`, result.callers, OPENS);
  }
} finally {
  await browser.close();
  await bare.stop();
  for (const server of servers) await server.stop();
}
