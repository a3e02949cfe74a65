import { CULL_OFFSCREEN_FROM } from '../../src/views/designer/offscreen-culling';
import { kilobytes } from './served-bytes';
import { DRAG_MOVES, DRAG_RUNS, OPEN_RUNS, PACED_MOVES, type Measurement } from './designer-measure';

export interface SizeResult {
  count: number;
  designer: Measurement;
  bare: Measurement;
  /** What the designer's warm-up open fetched from the API. */
  fetched: string;
}

export const FIRST_TARGETS_SIZE = 1000;

/** The JavaScript one designer open fetched, gzip as served. */
export interface DesignerScripts {
  chunkGzip: number;
  count: number;
  totalGzip: number;
}

/**
 * The designer's JS before D64's speed work: the build of 4001f66 (the commit before its first
 * change) served by today's server, measured with this bench on 2026-11-25.
 */
const measuredBeforeChunking: DesignerScripts = { chunkGzip: 81_668, count: 44, totalGzip: 321_100 };

/**
 * performance.md's figures, measured by peers on this machine kind on another day: a bare React
 * Flow 12 page and the Node-RED 4.1.15 editor. The bare page is measured again in every run (the
 * machine's speed varies); Node-RED is not, so its figures are scaled by how this run's bare page
 * compares with the peers' bare figure.
 */
const reference: Record<number, { bareOpen: number; bareMove: number; nodeRedOpen: number; nodeRedMove: number }> = {
  100: { bareOpen: 337, bareMove: 5.4, nodeRedOpen: 1741, nodeRedMove: 9.1 },
  400: { bareOpen: 521, bareMove: 9.5, nodeRedOpen: 2384, nodeRedMove: 30.0 },
  800: { bareOpen: 656, bareMove: 13.7, nodeRedOpen: 3432, nodeRedMove: 63.8 },
  1600: { bareOpen: 1039, bareMove: 31.0, nodeRedOpen: 4726, nodeRedMove: 139.6 },
};

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 100 ? 1 : 0)} ms` : 'n/a');
const ratio = (value: number, of: number) => `${(value / of).toFixed(2)}×`;
const verdict = (met: boolean) => (met ? 'MET' : 'MISS');
const range = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

/** Node-RED's reference open, scaled to this run by the bare page's in-run / reference ratio. */
function nodeRedOpenThisRun(result: SizeResult): number | null {
  const ref = reference[result.count];
  return ref ? ref.nodeRedOpen * (result.bare.open / ref.bareOpen) : null;
}

function printOpenTable(results: SizeResult[]): void {
  console.log(`\nOpen to visible (median of ${OPEN_RUNS} cold opens, each in a new browser context; the first open is a warm-up, not counted):`);
  console.log(`From ${CULL_OFFSCREEN_FROM} nodes the designer leaves off-screen nodes out of the page, so its open waits for the nodes on screen; bare React Flow draws all N.`);
  console.log('| N nodes | designer | min–max | warm-up | bare React Flow, this run | min–max | designer / bare | bare RF, peers | Node-RED, peers | Node-RED (scaled) / designer |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const result of results) {
    const { designer, bare } = result;
    const ref = reference[result.count];
    const nodeRed = nodeRedOpenThisRun(result);
    console.log(
      `| ${result.count} | ${ms(designer.open)} | ${range(designer.opens)} | ${ms(designer.warmUp)} | ${ms(bare.open)} | ${range(bare.opens)} | ${ratio(designer.open, bare.open)} | ` +
        `${ref ? ms(ref.bareOpen) : '–'} | ${ref ? ms(ref.nodeRedOpen) : '–'} | ${nodeRed ? ratio(nodeRed, designer.open) : '–'} |`,
    );
  }
  // The same opens' own work: on a shared machine the wall-clock figures above grow with the others' load, this does not.
  if (results.every(({ designer, bare }) => designer.openMainCpu > 0 && bare.openMainCpu > 0)) {
    console.log("\nThe renderer main thread's time on a CPU over those opens (median; the open's own work, whatever else the machine runs):");
    console.log('| N nodes | designer | min–max | bare React Flow | min–max | designer / bare |');
    console.log('|---|---|---|---|---|---|');
    for (const { count, designer, bare } of results) {
      console.log(`| ${count} | ${ms(designer.openMainCpu)} | ${range(designer.openMainCpus)} | ${ms(bare.openMainCpu)} | ${range(bare.openMainCpus)} | ${ratio(designer.openMainCpu, bare.openMainCpu)} |`);
    }
  }
}

function printDragTables(results: SizeResult[]): void {
  console.log(`\nMain-thread time per drag move (TaskDuration delta / ${DRAG_MOVES} awaited moves, median of ${DRAG_RUNS} drags):`);
  console.log('| N nodes | designer | bare React Flow, this run | designer / bare | bare RF, peers | Node-RED, peers |');
  console.log('|---|---|---|---|---|---|');
  for (const { count, designer, bare } of results) {
    const ref = reference[count];
    console.log(`| ${count} | ${ms(designer.move)} | ${ms(bare.move)} | ${ratio(designer.move, bare.move)} | ${ref ? ms(ref.bareMove) : '–'} | ${ref ? ms(ref.nodeRedMove) : '–'} |`);
  }
  console.log(`\nPaced drag (${PACED_MOVES} moves, one every 16.7 ms, not awaited): frames in which the node moved / frames, interval between those frames (median / p95), main-thread time per move:`);
  console.log('| N nodes | designer: moved / frames | designer: interval | designer: per move | bare: moved / frames | bare: interval | bare: per move |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { count, designer, bare } of results) {
    const cells = ({ paced }: Measurement) => `${paced.movedFrames} / ${paced.frames} | ${ms(paced.movedMedian)} / ${ms(paced.movedP95)} | ${ms(paced.busyPerMove)}`;
    console.log(`| ${count} | ${cells(designer)} | ${cells(bare)} |`);
  }
}

const notMeasured = (count: number) => `not measured (N = ${count} not in this run)`;

/** The open target both performance.md (at 800) and D100 (at 100 and 800) set. */
const openWithinBare = ({ count, designer, bare }: SizeResult) =>
  `  open at ${count} within 1.1× bare React Flow (≤ ${ms(1.1 * bare.open)}): ${ms(designer.open)}, ${ratio(designer.open, bare.open)} → ${verdict(designer.open <= 1.1 * bare.open)}`;

function printTargets(results: SizeResult[], scripts: DesignerScripts): void {
  const at = (count: number) => results.find((result) => result.count === count);
  console.log('\nTargets (performance.md), against the bare page measured in this run:');
  const r800 = at(800);
  if (r800) {
    const { designer, bare } = r800;
    const nodeRed = nodeRedOpenThisRun(r800)!;
    console.log(openWithinBare(r800));
    console.log(`  open at 800 ≥ 4× faster than Node-RED (scaled: ${ms(nodeRed)}, so ≤ ${ms(nodeRed / 4)}): ${ratio(nodeRed, designer.open)} faster → ${verdict(nodeRed / designer.open >= 4)}`);
    console.log(`  per move at 800 within 1.1× bare React Flow (≤ ${ms(1.1 * bare.move)}): ${ms(designer.move)}, ${ratio(designer.move, bare.move)} → ${verdict(designer.move <= 1.1 * bare.move)}`);
  } else console.log(`  open and per move at 800: ${notMeasured(800)}`);
  const r1600 = at(1600);
  console.log(`  per move at 1,600 ≤ 16 ms: ${r1600 ? `${ms(r1600.designer.move)} (bare React Flow: ${ms(r1600.bare.move)}) → ${verdict(r1600.designer.move <= 16)}` : notMeasured(1600)}`);

  printTargetsAgainstBare(results, scripts);

  const firstTargets = at(FIRST_TARGETS_SIZE);
  console.log(`\nThe designer's first targets, ${FIRST_TARGETS_SIZE} nodes (targets: open ≤ 1000 ms, drag median ≤ 16 ms):`);
  if (!firstTargets) {
    console.log(`  ${notMeasured(FIRST_TARGETS_SIZE)}`);
    return;
  }
  const { designer, bare } = firstTargets;
  const opened = FIRST_TARGETS_SIZE >= CULL_OFFSCREEN_FROM ? 'the nodes on screen' : 'all nodes';
  console.log(`  time to first render of ${opened}: ${ms(designer.open)} (bare React Flow, all nodes: ${ms(bare.open)}) → ${verdict(designer.open <= 1000)}`);
  console.log(`  drag, main-thread time per move:   ${ms(designer.move)} (bare React Flow: ${ms(bare.move)}) → ${verdict(designer.move <= 16)}`);
  console.log(
    `  paced drag frame time: median ${ms(designer.paced.frameMedian)}, p95 ${ms(designer.paced.frameP95)} over ${designer.paced.frames} frames; ` +
      `the node moved in ${designer.paced.movedFrames} of them (interval between moved frames: median ${ms(designer.paced.movedMedian)}, p95 ${ms(designer.paced.movedP95)})`,
  );
  console.log('  (a rAF frame interval cannot go below the 16.7 ms display period, so the ≤ 16 ms drag target is judged on main-thread time per move)');
  console.log('  simulation order over 10,000 nodes: see `npm run bench -- order`');
}

function printTargetsAgainstBare(results: SizeResult[], scripts: DesignerScripts): void {
  console.log('\nThe targets against the bare page measured in this run:');
  for (const count of [100, 800]) {
    const result = results.find((candidate) => candidate.count === count);
    console.log(result ? openWithinBare(result) : `  open at ${count} within 1.1× bare React Flow: ${notMeasured(count)}`);
  }
  const reference = measuredBeforeChunking;
  console.log(
    `  the designer's JS chunk no larger than before D64's speed work (${kilobytes(reference.chunkGzip)} gzip): ${kilobytes(scripts.chunkGzip)} → ${verdict(scripts.chunkGzip <= reference.chunkGzip)}`,
  );
  console.log(`  all the JS a designer open fetches: ${scripts.count} scripts, ${kilobytes(scripts.totalGzip)} gzip (at the filing: ${reference.count} scripts, ${kilobytes(reference.totalGzip)})`);
}

export function printReport(results: SizeResult[], scripts: DesignerScripts): void {
  console.log('\n"peers": performance.md figures measured by peers on this machine kind on another day, not by this run.');
  printOpenTable(results);
  printDragTables(results);
  console.log('\nWhat each designer warm-up open fetched from the API:');
  for (const result of results) console.log(`  ${result.count}: ${result.fetched}`);
  printTargets(results, scripts);
}
