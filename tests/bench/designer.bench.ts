/**
 * The designer at scale (performance.md, D32): the real designer (the built app served by the
 * real server) on a real sequence whose workflow was generated with performance.md's graph, and a
 * bare React Flow page with the same graph, both measured in this run in Debian Chromium with the
 * method in designer-measure.ts, for every N.
 *
 * Each size has its own account holding only its own sequence, so opening /sequences/{slug} directly
 * (as after a reload or from a shared link) loads that one sequence and not every bench workflow.
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { sequencePath } from '../../src/domain/sequences/sequence-slug';
import { CULL_OFFSCREEN_FROM } from '../../src/views/designer/offscreen-culling';
import { startBarePage } from './bare-page';
import { measure, VIEWPORT, type Subject } from './designer-measure';
import { FIRST_TARGETS_SIZE, printReport, type DesignerScripts, type SizeResult } from './designer-report';
import { startBenchServer } from './designer-server';
import { generatedWorkflow } from './designer-workflow';
import { servedBytes } from './served-bytes';
import { postApi } from './post-api';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** DESIGNER_BENCH_SIZES=100,400 measures only those sizes; by default performance.md's four and the 1,000. */
const SIZES = process.env.DESIGNER_BENCH_SIZES ? process.env.DESIGNER_BENCH_SIZES.split(',').map(Number) : [100, 400, 800, 1600, FIRST_TARGETS_SIZE];

interface Session {
  token: string;
  user: unknown;
}

async function createUser(baseUrl: string, count: number): Promise<Session> {
  const result = await postApi<{ access_token: string; user: unknown }>(baseUrl, '/auth/register', {
    name: 'Bench',
    lastname: `Runner ${count}`,
    email: `bench-${count}-${Date.now()}@botflow.dev`,
    password: 'bench-password-1',
    is_active: true,
    is_admin: false,
  });
  return { token: result.access_token, user: result.user };
}

/** An account of its own holding one sequence with the generated workflow; answers the designer slug. */
async function createBenchSequence(baseUrl: string, count: number): Promise<{ session: Session; path: string }> {
  const session = await createUser(baseUrl, count);
  const title = `Bench ${count} Nodes`;
  await postApi(baseUrl, '/sequences/sequences', { title, description: `${count} generated nodes`, items: [generatedWorkflow(count)] }, session.token);
  return { session, path: sequencePath(title) };
}

/** The assistant modal opens with the designer (spec 02 §2); its backdrop covers the canvas. */
async function closeAssistant(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close assistant' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

function designerSubject(baseUrl: string, session: Session, path: string, fetched: string[], scripts: Set<string>): Subject {
  return {
    name: 'designer',
    url: `${baseUrl}${path}`,
    prepareContext: async (context: BrowserContext) => {
      await context.addInitScript(({ token, user }) => {
        localStorage.setItem('access_token', token);
        localStorage.setItem('user_data', JSON.stringify(user));
      }, session);
    },
    beforeDrag: closeAssistant,
    cullsFrom: CULL_OFFSCREEN_FROM,
    // What the open fetched from the API, to show it loads only this size's sequence.
    onWarmUpResponse: (url, body) => {
      const { pathname } = new URL(url);
      if (pathname.endsWith('.js')) scripts.add(url);
      if (!pathname.startsWith('/v1/')) return;
      let detail = '';
      if (/\/sequences\/sequences\/?$/.test(pathname)) {
        try {
          detail = `, ${(JSON.parse(body.toString('utf8')) as unknown[]).length} sequence(s)`;
        } catch {
          detail = '';
        }
      }
      fetched.push(`${pathname} ${(body.length / 1000).toFixed(0)} kB${detail}`);
    },
  };
}

/** The JavaScript a designer open fetched, at the size the server sends it gzipped. */
async function designerScripts(urls: Set<string>): Promise<DesignerScripts> {
  const sizes = await Promise.all([...urls].map(async (url) => ({ url, gzip: (await servedBytes(url, 'gzip')).bytes })));
  const chunk = sizes.find(({ url }) => /\/DesignerScreen-[^/]+\.js$/.test(url));
  if (!chunk) throw new Error(`The designer's open fetched no DesignerScreen chunk: ${[...urls].join(', ')}`);
  return { chunkGzip: chunk.gzip, count: sizes.length, totalGzip: sizes.reduce((sum, { gzip }) => sum + gzip, 0) };
}

export async function runDesignerBench(): Promise<void> {
  console.log('\nDesigner benchmark (performance.md method; Chromium %s, %d×%d)', CHROMIUM_PATH, VIEWPORT.width, VIEWPORT.height);
  const server = await startBenchServer();
  const bare = await startBarePage();
  let browser: Browser | null = null;
  try {
    const sequences = new Map<number, { session: Session; path: string }>();
    for (const count of SIZES) sequences.set(count, await createBenchSequence(server.baseUrl, count));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const results: SizeResult[] = [];
    // Every size loads the same code; the first size's warm-up open says which.
    const scripts = new Set<string>();
    for (const count of SIZES) {
      const { session, path } = sequences.get(count)!;
      const fetched: string[] = [];
      const bareResult = await measure(browser, { name: 'bare React Flow', url: bare.urlFor(count) }, count);
      const designer = await measure(browser, designerSubject(server.baseUrl, session, path, fetched, scripts), count);
      console.log(`  measured N = ${count}: designer open ${designer.open.toFixed(0)} ms, per move ${designer.move.toFixed(1)} ms; bare React Flow open ${bareResult.open.toFixed(0)} ms, per move ${bareResult.move.toFixed(1)} ms`);
      results.push({ count, designer, bare: bareResult, fetched: fetched.join('; ') });
    }
    printReport(results, await designerScripts(scripts));
  } finally {
    await browser?.close();
    await bare.stop();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runDesignerBench();
}
