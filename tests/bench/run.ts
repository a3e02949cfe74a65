/**
 * `npm run bench`: measured figures, never assumed ones (not part of the test verdict).
 *
 * 1. First-load JS of /, /login and /register as the real server sends it to Chromium (gzip, brotli
 *    and raw), against the 150 kB gzip budget. The server builds dist/ first when it is stale
 *    (BENCH_STATIC_DIR=dist serves an existing build as is).
 * 2. The simulation's visiting order over 10,000 nodes.
 * 3. The designer benchmark, when tests/bench/designer.bench.ts exists and exports runDesignerBench.
 * 4. My Bots with 10,000 bots: the list endpoint and the search box (tests/bench/bots.bench.ts).
 * 5. The marketplace with 10,000 bots on PGlite and PostgreSQL (tests/bench/market.bench.ts).
 * 6. 1,000 server runs through the run queue on PGlite and PostgreSQL, and the sandbox's start cost
 *    (tests/bench/runs.bench.ts).
 * 7. The API under load at 100 and 200 connections beside its raw database rate and bare Fastify
 *    (tests/bench/api.bench.ts).
 * 8. A 5-node browser workflow, 50 runs 2 at a time, its context start and actions beside bare
 *    playwright-core, and the RSS of Chromium and the server (tests/bench/browser.bench.ts).
 * 9. Webhook deliveries accepted per second, each a queued run, on PGlite and PostgreSQL beside bare
 *    Fastify inserting one row per request (tests/bench/webhooks.bench.ts).
 * 10. Insights over 100,000 runs on PostgreSQL over HTTP beside their raw statements (tests/bench/insights.bench.ts).
 *
 *   npm run bench                  all three
 *   npm run bench -- first-load    only the first-load figure (or `order`, `designer`, `bots`, `market`, `runs`, `api`, `browser`, `webhooks`, `insights`)
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runApiBench } from './api.bench';
import { runBotsBench } from './bots.bench';
import { runBrowserBench } from './browser.bench';
import { runFirstLoadBench } from './first-load.bench';
import { runInsightsBench } from './insights.bench';
import { runMarketBench } from './market.bench';
import { runRunsBench } from './runs.bench';
import { runSimulationOrderBench } from './simulation-order.bench';
import { runWebhooksBench } from './webhooks.bench';

const designerBenchPath = resolve('tests/bench/designer.bench.ts');

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
if (wants('first-load')) await runFirstLoadBench();
if (wants('order')) {
  console.log('');
  runSimulationOrderBench();
}
if (wants('designer')) await runDesignerBenchIfPresent();
if (wants('bots')) await runBotsBench();
if (wants('market')) await runMarketBench();
if (wants('runs')) await runRunsBench();
if (wants('api')) await runApiBench();
if (wants('browser')) await runBrowserBench();
if (wants('webhooks')) await runWebhooksBench();
if (wants('insights')) await runInsightsBench();
