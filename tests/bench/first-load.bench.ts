/**
 * First-load JavaScript, measured from outside: the real server serves dist/, Chromium opens each
 * public entry page in a fresh profile, and every script the page fetched is counted at the size
 * the server sends it for a browser that accepts gzip, for one that accepts brotli, and raw.
 * The budget (150 kB) is set for gzip, the encoding every browser accepts.
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../e2e/chromium';
import { startBenchServer } from './designer-server';
import { kilobytes, servedBytes } from './served-bytes';

const firstLoadBudgetBytes = 150_000;
const entryPages = ['/', '/login', '/register'];

async function scriptsLoadedBy(baseUrl: string, path: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    return await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith('.js')),
    );
  } finally {
    await browser.close();
  }
}

export async function runFirstLoadBench(): Promise<void> {
  const server = await startBenchServer();
  try {
    console.log('First-load JS over HTTP from the real server (fresh Chromium profile per page):');
    for (const path of entryPages) {
      const scripts = await scriptsLoadedBy(server.baseUrl, path);
      let gzip = 0;
      let brotli = 0;
      let raw = 0;
      for (const script of scripts) {
        const [asGzip, asBrotli, asRaw] = await Promise.all([servedBytes(script, 'gzip'), servedBytes(script, 'br'), servedBytes(script, 'identity')]);
        // Files under 1 kB are left uncompressed on purpose (scripts/lib/precompress.ts).
        if (asRaw.bytes >= 1024 && (asGzip.encoding !== 'gzip' || asBrotli.encoding !== 'br')) console.log(`  note: ${script} is not served compressed`);
        gzip += asGzip.bytes;
        brotli += asBrotli.bytes;
        raw += asRaw.bytes;
      }
      const verdict = gzip <= firstLoadBudgetBytes ? 'within' : 'OVER';
      console.log(
        `  ${path.padEnd(10)} ${String(scripts.length).padStart(2)} scripts  raw ${kilobytes(raw).padStart(9)}  gzip ${kilobytes(gzip).padStart(9)}  brotli ${kilobytes(brotli).padStart(9)}  ${verdict} the ${kilobytes(firstLoadBudgetBytes)} gzip budget`,
      );
    }
  } finally {
    await server.stop();
  }
}
