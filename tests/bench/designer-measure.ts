/**
 * performance.md's measurements of one page at one size, the same for the designer and for the bare
 * React Flow page:
 * - open to visible: navigation start until all N node elements are in the DOM and visible (React
 *   Flow renders them hidden until measured) and a frame has painted. Every run is a cold-ish open:
 *   a new browser context (empty HTTP cache, new renderer). The first open is a warm-up (server and
 *   browser process) and is reported apart, not in the median.
 * - main-thread time per drag move: renderer TaskDuration (CDP Performance.getMetrics) over a drag of
 *   awaited 15 px moves (one snap step each), divided by the number of moves;
 * - a paced drag: one move every 16.7 ms sent without waiting for the page; the frames (rAF) in which
 *   the dragged node's transform changed, out of all frames, and the interval between those frames.
 * Every measured drag checks that the node really moved, and throws if it did not.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { GRID_COLUMNS } from './designer-workflow';
import { pageHooks, type OpenWhen, type PageHooks } from './designer-page-hooks';
import { rendererCpuSpan } from './renderer-cpu';

export const VIEWPORT = { width: 1440, height: 900 };
export const OPEN_RUNS = 5;
export const DRAG_RUNS = 3;
export const DRAG_MOVES = 40;
export const PACED_MOVES = 90;
/** Moves per leg of the paced drag's zig-zag (15 px each), so it stays on screen. */
const PACED_LEG = 20;
const SNAP = 15;
const FRAME_MS = 1000 / 60;
/** The node every drag takes: third row, third column, well inside the canvas at zoom 1. */
const DRAGGED_NODE = `node-${2 * GRID_COLUMNS + 3}`;

/** A page under measurement. */
export interface Subject {
  name: string;
  url: string;
  /** What the page needs before its scripts run (a stored session, say). */
  prepareContext?: (context: BrowserContext) => Promise<unknown>;
  /** What must happen before a drag can reach the canvas (closing a modal, say). */
  beforeDrag?: (page: Page) => Promise<void>;
  /** Called with each response the warm-up open received. */
  onWarmUpResponse?: (url: string, body: Buffer) => void;
  /** From this many nodes the page leaves those off screen out of the DOM (the designer's culling). */
  cullsFrom?: number;
}

/** What an open of N nodes waits for on this page. */
export function openWhen(subject: Pick<Subject, 'cullsFrom'>, count: number): OpenWhen {
  return subject.cullsFrom !== undefined && count >= subject.cullsFrom ? { onScreen: ['node-1', DRAGGED_NODE] } : { all: count };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Navigation start to the nodes visible and painted (all N, or those on screen), in ms. */
async function openPage(page: Page, url: string, when: OpenWhen): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as PageHooks).__openedAt !== undefined, undefined, { timeout: 120_000, polling: 100 });
  const openedAt = await page.evaluate(() => (window as unknown as PageHooks).__openedAt!);
  if ('all' in when && (await page.locator('.react-flow__node').count()) !== when.all) throw new Error('Node count changed after opening');
  return openedAt;
}

/** One open in a fresh context; answers the time and the context (closed by the caller). */
async function coldOpen(browser: Browser, subject: Subject, count: number, onResponse?: (url: string, body: Buffer) => void) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await subject.prepareContext?.(context);
  const when = openWhen(subject, count);
  await context.addInitScript(pageHooks(when));
  const page = await context.newPage();
  const seen: Promise<void>[] = [];
  if (onResponse) page.on('response', (response) => seen.push(response.body().then((body) => onResponse(response.url(), body), () => undefined)));
  const cpu = await rendererCpuSpan(browser);
  const open = await openPage(page, subject.url, when);
  const { main: mainCpu } = await cpu.stop();
  await Promise.all(seen);
  return { open, mainCpu, context, page };
}

async function taskDuration(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')!.value * 1000;
}

const transformOf = (page: Page) => page.locator(`.react-flow__node[data-id="${DRAGGED_NODE}"]`).evaluate((node: HTMLElement) => node.style.transform);

/** The dragged node's middle on screen, checked to be the node and nothing over it (no backdrop). */
async function dragHandle(page: Page) {
  const box = await page.locator(`.react-flow__node[data-id="${DRAGGED_NODE}"]`).boundingBox();
  if (!box) throw new Error(`${DRAGGED_NODE} is not on screen`);
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.react-flow__node')?.getAttribute('data-id') ?? null, point);
  if (hit !== DRAGGED_NODE) throw new Error(`The point to drag ${DRAGGED_NODE} hits ${hit ?? 'something else (a backdrop or panel?)'}`);
  return point;
}

function assertMoved(before: string, after: string, what: string): void {
  if (!before || before === after) throw new Error(`${what}: ${DRAGGED_NODE} did not move (transform ${before || 'none'} before and after)`);
}

/** Awaited 15 px moves; main-thread busy time divided by the number of moves, and how many moved the node. */
async function measureDrag(page: Page, cdp: CDPSession) {
  const start = await dragHandle(page);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // Two moves start the drag (selection, drag set-up) before the measured part.
  await page.mouse.move(start.x + SNAP, start.y);
  await page.mouse.move(start.x + 2 * SNAP, start.y);
  const before = await transformOf(page);
  await page.evaluate((id) => (window as unknown as PageHooks).__watchTransform(id), DRAGGED_NODE);
  const busyBefore = await taskDuration(cdp);
  // Out 20 steps and back, alternating a row: every move lands on a new snap position.
  for (let move = 0; move < DRAG_MOVES; move++) {
    const steps = move < DRAG_MOVES / 2 ? move : DRAG_MOVES - 1 - move;
    await page.mouse.move(start.x + 3 * SNAP + steps * SNAP, start.y + (move % 2) * SNAP);
  }
  const busyAfter = await taskDuration(cdp);
  const changes = await page.evaluate(() => (window as unknown as PageHooks).__unwatchTransform());
  const after = await transformOf(page);
  await page.mouse.up();
  assertMoved(before, after, 'Awaited drag');
  if (changes < DRAG_MOVES / 2) throw new Error(`Awaited drag: ${DRAGGED_NODE} moved on only ${changes} of ${DRAG_MOVES} moves`);
  return (busyAfter - busyBefore) / DRAG_MOVES;
}

/** The paced drag's path: legs of 15 px steps, right then left, a row further down each leg. */
function pacedOffset(move: number) {
  const leg = Math.floor(move / PACED_LEG);
  const step = move % PACED_LEG;
  return { dx: (leg % 2 === 0 ? step : PACED_LEG - step) * SNAP, dy: leg * SNAP };
}

/** One move every 16.7 ms without waiting for the page: in how many frames the node moved. */
async function measurePacedDrag(page: Page, cdp: CDPSession) {
  const start = await dragHandle(page);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + SNAP, start.y + SNAP);
  await page.mouse.move(start.x, start.y + SNAP);
  const before = await transformOf(page);
  await page.evaluate((id) => (window as unknown as PageHooks).__startRecording(id), DRAGGED_NODE);
  const busyBefore = await taskDuration(cdp);
  const sent: Promise<unknown>[] = [];
  const began = performance.now();
  for (let move = 1; move <= PACED_MOVES; move++) {
    const { dx, dy } = pacedOffset(move);
    sent.push(cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: start.x + dx, y: start.y + dy, button: 'left', buttons: 1 }));
    const wait = began + move * FRAME_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(sent);
  // Let the page finish what it was sent: recording stops once the node is still for 10 frames.
  await page.waitForFunction(
    () => {
      const frames = (window as unknown as PageHooks).__frames;
      const last = frames.slice(-10);
      return last.length === 10 && last.every((frame) => frame.transform === last[0]!.transform);
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  const busyAfter = await taskDuration(cdp);
  const frames = await page.evaluate(() => {
    const hooks = window as unknown as PageHooks;
    hooks.__recording = false;
    return hooks.__frames;
  });
  const after = await transformOf(page);
  const last = pacedOffset(PACED_MOVES);
  await page.mouse.move(start.x + last.dx, start.y + last.dy);
  await page.mouse.up();
  assertMoved(before, after, 'Paced drag');
  // Frame i moved when its transform differs from frame i - 1; the still tail after the last move is left out.
  const moved = frames.map((frame, index) => index > 0 && frame.transform !== frames[index - 1]!.transform);
  const lastMoved = moved.lastIndexOf(true);
  if (lastMoved < 0) throw new Error(`Paced drag: ${DRAGGED_NODE} moved in none of ${frames.length - 1} frames`);
  const span = frames.slice(0, lastMoved + 1);
  const intervals = span.slice(1).map((frame, index) => frame.at - span[index]!.at);
  const movedAt = span.filter((_, index) => moved[index]).map((frame) => frame.at);
  const movedIntervals = movedAt.slice(1).map((at, index) => at - movedAt[index]!);
  return {
    frames: intervals.length,
    movedFrames: movedAt.length,
    frameMedian: median(intervals),
    frameP95: percentile(intervals, 95),
    movedMedian: median(movedIntervals),
    movedP95: percentile(movedIntervals, 95),
    busyPerMove: (busyAfter - busyBefore) / PACED_MOVES,
  };
}

export interface Measurement {
  warmUp: number;
  opens: number[];
  open: number;
  /**
   * The renderer's main thread's time on a CPU from navigation to open (Linux; 0 elsewhere): the
   * open's own work, which the machine's other load does not lengthen as it does `open`.
   */
  openMainCpus: number[];
  openMainCpu: number;
  move: number;
  moves: number[];
  paced: Awaited<ReturnType<typeof measurePacedDrag>>;
}

/** Every figure of one page at one size: a warm-up open, cold opens, then the drags on the last one. */
export async function measure(browser: Browser, subject: Subject, count: number): Promise<Measurement> {
  const warm = await coldOpen(browser, subject, count, subject.onWarmUpResponse);
  await warm.context.close();

  const opens: number[] = [];
  const openMainCpus: number[] = [];
  let last: { context: BrowserContext; page: Page } | null = null;
  for (let run = 0; run < OPEN_RUNS; run++) {
    const result = await coldOpen(browser, subject, count);
    opens.push(result.open);
    openMainCpus.push(result.mainCpu);
    if (run < OPEN_RUNS - 1) await result.context.close();
    else last = result;
  }

  const { context, page } = last!;
  try {
    await subject.beforeDrag?.(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await measureDrag(page, cdp); // warm-up: selection, drawers, JIT
    const moves: number[] = [];
    for (let run = 0; run < DRAG_RUNS; run++) moves.push(await measureDrag(page, cdp));
    const paced = await measurePacedDrag(page, cdp);
    return { warmUp: warm.open, opens, open: median(opens), openMainCpus, openMainCpu: median(openMainCpus), move: median(moves), moves, paced };
  } finally {
    await context.close();
  }
}
