/**
 * `npm run test:stories`: builds Ladle, serves the static build on a free loopback port and opens every
 * story listed in the build's meta.json in Debian Chromium. A story fails when it throws, logs a console
 * error or page error, a request fails, it renders nothing, or axe (WCAG 2 A and AA) finds a violation.
 * A story file's stories are opened one after another in one page, as a reviewer clicks through them
 * in Ladle; each file's first story is a page load of its own (see `openStory`).
 *
 *   npm run test:stories                     build, then sweep every story
 *   npm run test:stories -- --no-build       sweep the existing build/ (after `npx ladle build`)
 *   npm run test:stories -- --build-only     build, checked as above, and sweep nothing (npm test builds first)
 *   npm run test:stories -- toast landing    only stories whose id contains one of these words
 */
import { chromium, type Page, type Request, type Response } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { wcagAxe } from '../tests/e2e/axe';
import { chromiumArgs, testBrowserExecutable } from '../tests/e2e/chromium';

const buildDir = resolve('build');
const storyLoadTimeoutMs = 15_000;
const domQuietMs = 150;
const domSettleMaxMs = 3_000;

interface LadleMeta {
  stories: Record<string, { name: string; levels: string[]; filePath: string; meta?: { width?: unknown } }>;
}

const defaultViewport = { width: 1280, height: 800 };
// Ladle's named widths (its default config); a story's `meta.width` picks one, or gives pixels.
const ladleWidths: Record<string, number> = { xsmall: 414, small: 640, medium: 768, large: 1024 };

function viewportFor(meta: { width?: unknown } | undefined): { width: number; height: number } {
  const width = meta?.width;
  if (typeof width === 'number' && width > 0) return { ...defaultViewport, width };
  if (typeof width === 'string' && ladleWidths[width]) return { width: ladleWidths[width], height: 896 };
  return defaultViewport;
}

/**
 * How many stories are open at once (STORY_PAGES overrides): one page per core, so that while one
 * story waits for its quiet spells (about a quarter of a second each) another one renders or runs
 * axe. On a machine already loaded by other work more pages gain nothing (measured: 1 page 276 s,
 * 3 pages 306 s for 49 stories at load 29–33), so the default does not go past the cores.
 */
function sweepPages(): number {
  const fromEnv = Number(process.env.STORY_PAGES);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : availableParallelism();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface StoryResult {
  id: string;
  problems: string[];
  durationMs: number;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Runs `ladle build` quietly (its bundler warnings are noise here) and prints its output only when it
 * fails. Ladle 5 exits 0 and still writes meta.json when the bundle fails (an unresolved import), so
 * the build directory is emptied first and a build without index.html counts as failed.
 */
function buildLadle(): Promise<void> {
  rmSync(buildDir, { recursive: true, force: true });
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npx', ['ladle', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && existsSync(join(buildDir, 'index.html'))) return resolvePromise();
      process.stderr.write(Buffer.concat(output));
      reject(new Error(code === 0 ? 'ladle build produced no index.html (see the errors above)' : `ladle build exited with ${code}`));
    });
  });
}

/**
 * Ladle names everything under /assets/ by its content's hash, so the browser may keep it: each story
 * is still a full page load of its own, but from the HTTP cache (and V8's code cache, which needs it)
 * instead of fetching and compiling the whole bundle again (measured: about a quarter of a story's
 * load). A 404 is never cached, so a missing file still fails the story that asks for it.
 */
const hashedAssetCaching = 'public, max-age=31536000, immutable';

/** Serves build/ as files; "/" is index.html. Anything else missing is a 404 the sweep reports. */
function serveStatic(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const relative = normalize(pathname === '/' ? '/index.html' : pathname);
    const file = join(root, relative);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const headers: Record<string, string> = { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' };
    if (relative.startsWith('/assets/')) headers['Cache-Control'] = hashedAssetCaching;
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolvePromise(server));
  });
}

/** Waits until no request of the page is in flight (lazy chunks, images, fonts) for a short quiet spell. */
async function waitForQuietNetwork(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + storyLoadTimeoutMs;
  let quietSince = 0;
  while (Date.now() < deadline) {
    if (inFlight() === 0) {
      quietSince ||= Date.now();
      if (Date.now() - quietSince >= 100) return;
    } else {
      quietSince = 0;
    }
    await page.waitForTimeout(20);
  }
  throw new Error(`requests still pending after ${storyLoadTimeoutMs} ms`);
}

/**
 * Runs in the page: resolves once the story's DOM has not changed for a quiet spell (lazy views swap their
 * fallback for content, effects open menus or show toasts), or after a cap for stories that animate.
 * A string, because tsx's name-keeping helpers do not exist inside the page.
 */
const waitForSettledDom = `new Promise((done) => {
  const root = document.getElementById('ladle-root') ?? document.body;
  let quietTimer;
  let giveUpTimer;
  const observer = new MutationObserver(() => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(() => finish(), ${domQuietMs});
  });
  const finish = () => {
    observer.disconnect();
    clearTimeout(quietTimer);
    clearTimeout(giveUpTimer);
    done();
  };
  quietTimer = setTimeout(() => finish(), ${domQuietMs});
  giveUpTimer = setTimeout(() => finish(), ${domSettleMaxMs});
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
})`;

/** How a story is opened: a page load of its own, or a switch from the story before it in the same page. */
type Opening = 'load' | 'switch';

/**
 * Ladle's own way from one story to another without a page load: its history listens for Back and
 * Forward, reads the story from the address and renders it in place (what its sidebar does). A page
 * load costs about three times a switch's CPU (Chromium, 44 stories alone: 9.5 → 3.2 s), and nearly
 * all of a switch is the story's own render. The page is put as a load leaves it: at the top, the
 * focus on the body. Resolves with the title Ladle had before, to wait for the switch to happen.
 */
const switchStory = (url: string) => {
  const before = document.title;
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo(0, 0);
  history.pushState(null, '', url);
  dispatchEvent(new PopStateEvent('popstate'));
  return before;
};

/**
 * A story file's first story is a page load; each next story of the file is a switch, unless the one
 * before it failed (Ladle's error boundary would still show its error, and an error of its leftovers
 * would count against the next). Stories of one file share their module, as they do in Ladle; no
 * state of another file's stories is carried into them.
 */
async function openStory(page: Page, url: string, opening: Opening): Promise<void> {
  if (opening === 'load') {
    await page.goto(url, { waitUntil: 'load' });
    // Ladle sets data-storyloaded on <html> when the story's module has evaluated.
    await page.waitForSelector('html[data-storyloaded], .ladle-error-content', { state: 'attached', timeout: storyLoadTimeoutMs });
    return;
  }
  const titleBefore = await page.evaluate(switchStory, url);
  // Ladle titles the page after the story once it has switched to it. One check polled every frame:
  // while the new story's module loads Ladle's ring takes data-storyloaded away, and a waitForSelector
  // for it afterwards backs off to polling every 500 ms (measured: +460 ms a story).
  await page.waitForFunction(
    (before) => document.title !== before && (document.documentElement.hasAttribute('data-storyloaded') || document.querySelector('.ladle-error-content') !== null),
    titleBefore,
    { timeout: storyLoadTimeoutMs },
  );
}

async function checkStory(page: Page, url: string, opening: Opening): Promise<string[]> {
  const problems: string[] = [];
  // The requests this story made that have not ended: one the story before it made (a switch keeps the
  // page) may end during this one and counts for neither, as a page load would have cancelled it.
  const inFlight = new Set<Request>();
  const onConsole = (message: { type(): string; text(): string }) => {
    // First line only: a thrown error's stack points into minified chunks and says nothing more.
    if (message.type() === 'error') problems.push(`console error: ${message.text().split('\n')[0]}`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onRequest = (request: Request) => inFlight.add(request);
  const onRequestDone = (request: Request) => inFlight.delete(request);
  const onRequestFailed = (request: Request) => {
    if (!inFlight.delete(request)) return;
    // Aborted is the browser cancelling a load it no longer needs (an image removed from the DOM), not a fault.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && inFlight.has(response.request())) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfinished', onRequestDone);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  try {
    await openStory(page, url, opening);
    // React still shows Ladle's loading ring for a moment after the story's module has evaluated
    // (Suspense throttles fallbacks), so wait for it to go.
    await page.waitForSelector('.ladle-ring-wrapper', { state: 'detached', timeout: storyLoadTimeoutMs });
    await waitForQuietNetwork(page, () => inFlight.size);
    await page.evaluate(waitForSettledDom);

    const rendered = await page.evaluate(() => {
      const root = document.getElementById('ladle-root');
      if (!root) return { elements: 0, text: '' };
      return { elements: root.querySelectorAll('*').length, text: (root.textContent ?? '').trim() };
    });
    if (rendered.text.includes('Story not found')) {
      problems.push('Ladle could not find the story (is the build older than meta.json?)');
      return problems;
    }
    if (rendered.elements === 0) problems.push('rendered nothing (did the story throw?)');

    const axe = await wcagAxe(page).include('#ladle-root').analyze();
    for (const violation of axe.violations) {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim();
      problems.push(`axe ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} -> ${targets}${why ? ` [${why}]` : ''}`);
    }
  } catch (error) {
    problems.push(`could not check: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
    page.off('requestfinished', onRequestDone);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  }
  return problems;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const skipBuild = args.includes('--no-build');
  const buildOnly = args.includes('--build-only');
  const filters = args.filter((arg) => !arg.startsWith('--')).map((arg) => arg.toLowerCase());

  let buildMs = 0;
  let sweepMs = 0;
  if (!skipBuild) {
    console.log('Building Ladle...');
    const buildStartedAt = Date.now();
    try {
      await buildLadle();
      buildMs = Date.now() - buildStartedAt;
      if (buildOnly) {
        console.log(`Built Ladle in ${seconds(buildMs)}.`);
        return 0;
      }
    } catch (error) {
      console.error(`\nThe Ladle build failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }
  const metaPath = join(buildDir, 'meta.json');
  if (!existsSync(metaPath) || !existsSync(join(buildDir, 'index.html'))) {
    console.error(`No complete Ladle build in ${buildDir}: run without --no-build, or run \`npx ladle build\` first.`);
    return 1;
  }
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as LadleMeta;
  const ids = Object.keys(meta.stories)
    .filter((id) => filters.length === 0 || filters.some((filter) => id.includes(filter)))
    .sort();
  const filesStories = new Map<string, string[]>();
  for (const id of ids) {
    const file = meta.stories[id]?.filePath ?? id;
    filesStories.set(file, [...(filesStories.get(file) ?? []), id]);
  }
  if (ids.length === 0) {
    console.error(filters.length ? `No story id contains ${filters.join(' or ')}.` : 'The Ladle build lists no stories.');
    return 1;
  }

  const server = await serveStatic(buildDir);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: testBrowserExecutable, args: chromiumArgs });
  const results: StoryResult[] = [];
  const pageCount = Math.min(sweepPages(), ids.length);
  try {
    console.log(`Sweeping ${ids.length} stories on ${baseUrl} with ${pageCount} page${pageCount === 1 ? '' : 's'} at once`);
    // The longest files first, so that no page is left with a long one while the other has none.
    const queue = [...filesStories.values()].sort((a, b) => b.length - a.length);
    // Each page takes the next story file when it is done with one: most of a story's time is waiting
    // (its chunks, a quiet DOM), which another page can fill. A story's console errors and requests
    // are those between its opening and the end of its check.
    const sweepWithOnePage = async () => {
      // AxeBuilder needs a page of an explicit context; a context per page keeps their storage apart.
      const context = await browser.newContext({ viewport: defaultViewport });
      const page = await context.newPage();
      for (let fileIds = queue.shift(); fileIds !== undefined; fileIds = queue.shift()) {
        let opening: Opening = 'load';
        for (const id of fileIds) {
          const startedAt = Date.now();
          // Preview mode ignores Ladle's width addon, so the sweep sizes the window itself (mobile menus).
          await page.setViewportSize(viewportFor(meta.stories[id]?.meta));
          const problems = await checkStory(page, `${baseUrl}/?story=${encodeURIComponent(id)}&mode=preview`, opening);
          const result = { id, problems, durationMs: Date.now() - startedAt };
          results.push(result);
          console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${id} (${result.durationMs} ms)`);
          for (const problem of problems) console.log(`       ${problem}`);
          opening = problems.length === 0 ? 'switch' : 'load';
        }
      }
      await context.close();
    };
    const sweepStartedAt = Date.now();
    await Promise.all(Array.from({ length: pageCount }, sweepWithOnePage));
    sweepMs = Date.now() - sweepStartedAt;
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.close(() => done()));
  }

  const failed = results.filter((result) => result.problems.length > 0).sort((a, b) => a.id.localeCompare(b.id));
  console.log(`\n${results.length - failed.length} of ${results.length} stories passed, ${failed.length} failed.`);
  console.log(`Time: Ladle build ${skipBuild ? 'skipped' : seconds(buildMs)}, sweep ${seconds(sweepMs)} (${pageCount} page${pageCount === 1 ? '' : 's'} at once).`);
  for (const result of failed) console.log(`  failed: ${result.id}`);
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main();
