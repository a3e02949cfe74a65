/**
 * `npm run bench -- market`: a marketplace of 10,000 bots on PGlite and on PostgreSQL, the
 * real server over real HTTP. Prints p50/p95 of GET /v1/market/bots for a search, a two-tag filter,
 * each sort and a deep page, beside GET /v1/health measured in the same run; and, in Chromium on
 * PGlite, the time from the last keystroke in the marketplace's search box to the updated grid.
 * Targets (printed, not asserted): list p95 ≤ 50 ms on PGlite; keystroke to grid ≤ 100 ms with the request.
 *   BENCH_MARKET_SEARCHES (10): searches typed in Chromium; BENCH_MARKET_ONLY=browser measures only
 *   those (no endpoint figures, no PostgreSQL half), e.g. before and after a change to the page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { openDatabase, type DatabaseLocation } from '../../server/db/database';
import { marketBots } from '../../server/db/schema/market';
import { searchTextOf } from '../../server/market/repository';
import { seedMarketBots } from '../../server/market/seed-market-bots';
import { marketTags } from '../../src/domain/market/market';
import { marketSearchDebounceMs } from '../../src/machines/market/market-listing.machine';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium';
import { startBenchServer } from './designer-server';
import { onTemporaryPostgres } from './on-postgres';
import { row, timed } from './http-timing';
import { keystrokeToGrid, type SearchScreen } from './search-timing';

const marketSize = 10_000;
const seededCount = 16;
const searchCount = Number(process.env.BENCH_MARKET_SEARCHES ?? 10);
const browserOnly = process.env.BENCH_MARKET_ONLY === 'browser';

/** A deterministic marketplace: every 100th bot mentions the weather (a 1 % search), tags and figures spread. */
function benchBot(index: number) {
  const name = `Bench Bot ${String(index).padStart(5, '0')}`;
  const tags = [marketTags[index % marketTags.length]!, marketTags[(index * 7 + 3) % marketTags.length]!].filter((tag, at, all) => all.indexOf(tag) === at);
  const bot = {
    title: name,
    description: index % 100 === 0 ? 'Posts the weather forecast every morning' : `Moves report ${index} to the shared folder`,
    author: `Publisher ${index % 250}`,
    tags,
    rating: 3 + ((index * 37) % 21) / 10,
    downloads: (index * 7919) % 50_000,
    priceCents: 999 + ((index * 131) % 5000),
    createdAt: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000),
  };
  return { ...bot, searchText: searchTextOf(bot) };
}

/** Fills the marketplace straight into the database before the server opens it. */
async function fillMarket(location: DatabaseLocation): Promise<void> {
  const database = await openDatabase(location);
  try {
    await seedMarketBots(database.db);
    const rows = Array.from({ length: marketSize - seededCount }, (_, index) => benchBot(index + 1));
    for (let start = 0; start < rows.length; start += 500) await database.db.insert(marketBots).values(rows.slice(start, start + 500));
  } finally {
    await database.close();
  }
}

async function register(baseUrl: string): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${baseUrl}/v1/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', lastname: 'User', email: `bench-${Date.now()}@botflow.test`, password: 'bench-password-1' }),
  });
  const { access_token: token, user } = (await response.json()) as { access_token: string; user: unknown };
  return { token, user };
}

async function endpointFigures(label: string, baseUrl: string, token: string): Promise<void> {
  const list = `${baseUrl}/v1/market/bots`;
  console.log(`\nMarketplace with ${marketSize.toLocaleString('en-US')} bots (${label})`);
  console.log(row('baseline: GET /v1/health', await timed(`${baseUrl}/v1/health`, token)));
  console.log(row('GET /v1/market/bots (newest, page 1)', await timed(list, token)));
  console.log(row('  ?search=weather (1 %)', await timed(`${list}?search=weather`, token)));
  console.log(row('  ?search=zzzz (none)', await timed(`${list}?search=zzzz`, token)));
  console.log(row('  ?tags=security,lifestyle (two tags)', await timed(`${list}?tags=security,lifestyle`, token)));
  console.log(row('  ?sort=popular', await timed(`${list}?sort=popular`, token)));
  console.log(row('  ?sort=rating', await timed(`${list}?sort=rating`, token)));
  console.log(row('  ?sort=downloads', await timed(`${list}?sort=downloads`, token)));
  console.log(row('  ?page=500 (a deep page)', await timed(`${list}?page=500`, token)));
  console.log('  target: p95 ≤ 50 ms on PGlite');
}

const marketSearch: SearchScreen = { placeholder: 'Search bots...', cardSelector: '[data-testid="market-bot-card"]', titleSelector: '[data-testid="market-bot-card"] h2', requestPath: '/v1/market/bots?' };

async function browserFigures(baseUrl: string, token: string, user: unknown): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${baseUrl}/`);
    await page.evaluate(([accessToken, userData]) => {
      localStorage.setItem('access_token', accessToken);
      localStorage.setItem('user_data', JSON.stringify(userData));
    }, [token, user] as const);
    await page.goto(`${baseUrl}/marketplace`);
    await page.getByTestId('market-bot-card').first().waitFor();
    const totals: number[] = [];
    const afterSend: number[] = [];
    const afterResponse: number[] = [];
    for (let round = 1; round <= searchCount; round += 1) {
      // Bench Bot 00100, 00200, …: the term without its last key matches ten cards.
      const name = `Bench Bot ${String((((round - 1) % 99) + 1) * 100).padStart(5, '0')}`;
      const figures = await keystrokeToGrid(page, marketSearch, name.toLowerCase(), name);
      totals.push(figures.total);
      afterSend.push(figures.afterSend);
      afterResponse.push(figures.afterResponse);
    }
    console.log(`\n  Chromium, marketplace search (PGlite; ${searchCount} searches)`);
    console.log(row(`keystroke → grid (a lone key: no ${marketSearchDebounceMs} ms wait)`, totals));
    console.log(row('search sent → grid updated', afterSend));
    console.log(row('answer received → grid updated', afterResponse));
    console.log('  target: ≤ 100 ms from the keystroke to the grid, the request included');
  } finally {
    await browser.close();
  }
}

export async function runMarketBench(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'botflow-market-bench-'));
  try {
    const dataDir = join(root, 'data');
    await fillMarket({ dataDir });
    const server = await startBenchServer({ dataDir });
    try {
      const { token, user } = await register(server.baseUrl);
      if (!browserOnly) await endpointFigures('PGlite', server.baseUrl, token);
      await browserFigures(server.baseUrl, token, user);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }

  if (browserOnly) return;
  await onTemporaryPostgres(async (url) => {
    await fillMarket({ databaseUrl: url });
    const server = await startBenchServer({ databaseUrl: url });
    try {
      const { token } = await register(server.baseUrl);
      await endpointFigures('PostgreSQL', server.baseUrl, token);
    } finally {
      await server.stop();
    }
  });
}
