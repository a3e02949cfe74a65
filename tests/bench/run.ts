/**
 * `npm run bench`: measured figures, never assumed ones (not part of the test verdict).
 *
 * 1. First-load JS of the landing page, gzipped: the scripts dist/index.html loads (entry and
 *    modulepreloads) plus every chunk they import statically, plus the landing route's lazy chunk and
 *    its static imports. Builds dist/ first when it is missing or older than its sources.
 * 2. The simulation's visiting order over 10,000 nodes.
 * 3. The designer benchmark, when tests/bench/designer.bench.ts exists and exports runDesignerBench.
 *
 *   npm run bench                  all three
 *   npm run bench -- first-load    only the first-load figure (or `order`, or `designer`)
 *   npm run bench -- --no-build    measure dist/ as it is, even when older than the sources
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildWhenStale } from '../../scripts/lib/fresh-build';
import { runSimulationOrderBench } from './simulation-order.bench';

const distDir = resolve('dist');
const assetsDir = join(distDir, 'assets');
const firstLoadBudgetBytes = 150_000;
const designerBenchPath = resolve('tests/bench/designer.bench.ts');

/** `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; never `import("./x.js")`. */
const staticImportPattern = /\b(?:import|export)\s*(?:[^"'`()]*?\bfrom\s*)?["']\.\/([^"']+?\.js)["']/g;

function staticImportsOf(chunk: string): string[] {
  const code = readFileSync(join(assetsDir, chunk), 'utf8');
  return [...code.matchAll(staticImportPattern)].map((match) => match[1]!);
}

/** The chunks that load before the given ones can run: themselves and their static imports, transitively. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    pending.push(...staticImportsOf(chunk));
  }
  return seen;
}

function gzipBytes(chunk: string): number {
  return gzipSync(readFileSync(join(assetsDir, chunk)), { level: 9 }).length;
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function reportFirstLoad(build: boolean): Promise<void> {
  if (build) await buildWhenStale();
  else if (!existsSync(join(distDir, 'index.html'))) throw new Error('--no-build: dist/index.html is missing');
  else console.log('--no-build: measuring dist/ as it is, which may be older than the sources.');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const htmlScripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  if (htmlScripts.length === 0) throw new Error('dist/index.html references no script under /assets/');
  const entryChunks = staticClosure(htmlScripts);

  const landingChunk = readdirSync(assetsDir).find((file) => /^LandingScreen-[\w-]+\.js$/.test(file));
  const landingChunks = landingChunk ? staticClosure([landingChunk]) : new Set<string>();
  const firstLoad = new Set([...entryChunks, ...landingChunks]);

  const sizes = [...firstLoad].map((chunk) => ({ chunk, raw: statSync(join(assetsDir, chunk)).size, gzip: gzipBytes(chunk) })).sort((a, b) => b.gzip - a.gzip);
  const sum = (chunks: Iterable<string>) => [...chunks].reduce((total, chunk) => total + (sizes.find((size) => size.chunk === chunk)?.gzip ?? 0), 0);
  const total = sum(firstLoad);

  console.log('First-load JS of the landing page (gzip -9 of dist/assets):');
  for (const { chunk, raw, gzip } of sizes) console.log(`  ${chunk.padEnd(44)} ${kilobytes(raw).padStart(10)} raw ${kilobytes(gzip).padStart(9)} gzip`);
  console.log(`  entry (index.html and its static imports): ${kilobytes(sum(entryChunks))} in ${entryChunks.size} chunks`);
  if (landingChunk) console.log(`  landing route (${landingChunk} and its static imports not already loaded): ${kilobytes(total - sum(entryChunks))}`);
  else console.log('  landing route chunk: not found (no LandingScreen-*.js in dist/assets), counted the entry only');
  const verdict = total <= firstLoadBudgetBytes ? 'within' : 'OVER';
  console.log(`  total: ${kilobytes(total)} gzip (${total} bytes), ${verdict} the ${kilobytes(firstLoadBudgetBytes)} budget`);
}

async function runDesignerBenchIfPresent(): Promise<void> {
  if (!existsSync(designerBenchPath)) {
    console.log('\ndesigner benchmark: not present');
    return;
  }
  // A runtime path, so the typecheck passes whether or not the file exists.
  const designerBench = (await import(pathToFileURL(designerBenchPath).href)) as { runDesignerBench?: unknown };
  if (typeof designerBench.runDesignerBench !== 'function') {
    console.log('\ndesigner benchmark: not present (tests/bench/designer.bench.ts exports no runDesignerBench)');
    return;
  }
  console.log('\nDesigner benchmark:');
  await (designerBench.runDesignerBench as () => Promise<void>)();
}

const sections = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const wants = (section: string) => sections.length === 0 || sections.includes(section);
if (wants('first-load')) await reportFirstLoad(!process.argv.includes('--no-build'));
if (wants('order')) {
  console.log('');
  runSimulationOrderBench();
}
if (wants('designer')) await runDesignerBenchIfPresent();
