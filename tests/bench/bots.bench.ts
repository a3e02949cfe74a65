/**
 * `npm run bench -- bots`: a user with 10,000 bots on PGlite, the real server over real HTTP.
 * Prints p50/p95 of GET /v1/bots for a page and for a search beside GET /v1/health measured in the
 * same run, and, in Chromium, the time from a keystroke in My Bots' search box to the updated grid.
 * Targets (printed, not asserted): endpoint p95 ≤ 50 ms; keystroke to grid ≤ 50 ms once the search
 * is sent (the 250 ms debounce is the search waiting for the next key, so it is shown apart).
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium';
import { startBenchServer } from './designer-server';
import { row, timed } from './http-timing';
import { keystrokeToGrid, type SearchScreen } from './search-timing';

const botCount = 10_000;
const sampleBotCount = 6;

/** Every 100th bot mentions the weather, so a search for it matches 1 %. */
async function addBots(baseUrl: string, token: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < botCount - sampleBotCount) {
      const index = (next += 1);
      const body = {
        title: `Bot ${String(index).padStart(5, '0')}`,
        description: index % 100 === 0 ? 'Posts the weather forecast every morning' : `Moves report ${index} to the shared folder`,
        priority: (['high', 'normal', 'low'] as const)[index % 3],
        notes: '',
      };
      const response = await fetch(`${baseUrl}/v1/bots`, { method: 'POST', headers: { Authorization: token, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (response.status !== 201) throw new Error(`adding a bot answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

const myBotsSearch: SearchScreen = { placeholder: 'Search bots by name, description, author, or tags...', cardSelector: '[data-testid="bot-card"]', titleSelector: 'ul[aria-label="Bots"] h2', requestPath: '/v1/bots?' };

export async function runBotsBench(): Promise<void> {
  const server = await startBenchServer();
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const { baseUrl } = server;
    const registered = await fetch(`${baseUrl}/v1/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', lastname: 'User', email: `bench-${Date.now()}@botflow.test`, password: 'bench-password-1' }),
    });
    const { access_token: token, user } = (await registered.json()) as { access_token: string; user: unknown };
    const started = performance.now();
    await addBots(baseUrl, token);
    console.log(`\nMy Bots with ${botCount.toLocaleString('en-US')} bots (PGlite; added in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    console.log(row('baseline: GET /v1/health', await timed(`${baseUrl}/v1/health`, token)));
    console.log(row('GET /v1/bots (page 1 of 24)', await timed(`${baseUrl}/v1/bots`, token)));
    console.log(row('GET /v1/bots?page=400 (a deep page)', await timed(`${baseUrl}/v1/bots?page=400`, token)));
    console.log(row('GET /v1/bots?search=weather (1 %)', await timed(`${baseUrl}/v1/bots?search=weather`, token)));
    console.log(row('GET /v1/bots?search=zzzz (none)', await timed(`${baseUrl}/v1/bots?search=zzzz`, token)));
    console.log(row('GET /v1/bots/summary', await timed(`${baseUrl}/v1/bots/summary`, token)));
    console.log('  target: p95 ≤ 50 ms');

    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${baseUrl}/`);
    await page.evaluate(([accessToken, userData]) => {
      localStorage.setItem('access_token', accessToken);
      localStorage.setItem('user_data', JSON.stringify(userData));
    }, [token, user] as const);
    await page.goto(`${baseUrl}/my-bots`);
    await page.getByRole('list', { name: 'Bots' }).waitFor();
    const cards = await page.locator('[data-testid="bot-card"]').count();
    const totals: number[] = [];
    const afterSend: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      const index = (round + 1) * 100;
      const figures = await keystrokeToGrid(page, myBotsSearch, `bot ${String(index).padStart(5, '0')}`, `Bot ${String(index).padStart(5, '0')}`);
      totals.push(figures.total);
      afterSend.push(figures.afterSend);
    }
    console.log(`\n  Chromium, My Bots search (${cards} cards in the DOM of ${botCount.toLocaleString('en-US')}; 10 searches)`);
    console.log(row('keystroke → grid (with the 250 ms debounce)', totals));
    console.log(row('search sent → grid updated', afterSend));
    console.log('  target: ≤ 50 ms from the search to the grid');
  } finally {
    await browser.close();
    await server.stop();
  }
}
