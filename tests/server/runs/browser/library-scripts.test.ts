import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserPool } from '../../../../server/runs/browser/browser-pool';
import { RunSecrets } from '../../../../server/runs/engine/redaction';
import type { EngineNode } from '../../../../server/runs/engine/workflow';
import { startFixtureSite, type FixtureSite } from '../../../fixtures/fixture-site';
import { rightPassword, rightUsername } from '../../../fixtures/fixture-site/account';
import { priceRows, reportCsv } from '../../../fixtures/fixture-site/content';
import { chain, fakeSecrets, node } from '../engine-harness';
import { browserPool, runInBrowser } from './browser-harness';

/**
 * The library scripts that drive a page (D65, D68), each run as written in server/scripts/library
 * against the fixture site, in a real browser tab through the sandbox's `page`.
 */

let site: FixtureSite;
let pool: BrowserPool;

beforeAll(async () => {
  site = await startFixtureSite();
  // Three tabs: the two slow retry tests run side by side, next to nothing else.
  pool = browserPool({ contexts: 3 });
});
afterAll(async () => {
  await pool.close();
  await site.close();
});

/** A library script node with its declared inputs; a failing script is not retried unless asked. */
const script = (id: string, scriptId: string, inputs: Record<string, unknown>, timeout = 20) =>
  node(id, 'script', { paletteItem: `script-${scriptId}`, scriptId, retryCount: 0, timeout, ...inputs });
/** Opens a page as a user would before a script without a URL input: a Click Trigger that waits for `selector`. */
const openPage = (path: string, selector: string) => node('open', 'event', { paletteItem: 'click-trigger', url: `${site.base}${path}`, selector, timeout: 10, retryCount: 0 });
const elementSelector = (id: string, properties: Record<string, unknown>) => node(id, 'validate', { paletteItem: 'element-selector', timeout: 5, retryCount: 0, ...properties });
const clickAction = (id: string, properties: Record<string, unknown>) => node(id, 'process', { paletteItem: 'click-action', timeout: 5, retryCount: 0, ...properties });

const run = (...nodes: EngineNode[]) => runInBrowser(pool, chain(node('start', 'start'), ...nodes, node('end', 'end')), { secrets: new RunSecrets(fakeSecrets(credentials)) });

const credentials = {
  'Supplier portal': { name: 'Supplier portal', kind: 'login', fields: { username: rightUsername, password: rightPassword } },
  'Wrong password': { name: 'Wrong password', kind: 'login', fields: { username: rightUsername, password: 'battery staple' } },
} as const;

type Ran = Awaited<ReturnType<typeof run>>;
const stepOf = ({ finished }: Ran, nodeId: string) => {
  const step = finished.find((each) => each.nodeId === nodeId);
  if (!step) throw new Error(`No step of ${nodeId} finished`);
  return step;
};

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

describe('library scripts that drive a page, as written, against the fixture site (D68)', () => {
  describe('log-in-to-site', () => {
    const login = (credential: string) =>
      script('login', 'log-in-to-site', { loginUrl: `${site.base}/login`, credential, signedInMarker: '#sign-out' });

    it('signs in with the stored credential and ends on the signed-in page', async () => {
      const ran = await run(login('Supplier portal'));
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      expect(stepOf(ran, 'login').output).toEqual({ signedIn: true, url: `${site.base}/account` });
      expect(stepOf(ran, 'login').logs).toContain(`Signed in as ${rightUsername}`);
    });

    it('fails the run with the page’s own message when the password is wrong', async () => {
      const ran = await run(login('Wrong password'));
      expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining('Login rejected: Wrong username or password') });
      expect(stepOf(ran, 'login').status).toBe('failed');
    });
  });

  it('fill-web-form fills text, a drop-down and checkboxes, and the site receives them', async () => {
    const fields = { '#first-name': 'Ada', '#email': 'ada@example.com', 'select#country': 'NO', '#newsletter': true, '#terms': false, '#contact-phone': true };
    const ran = await run(
      script('fill', 'fill-web-form', { formUrl: `${site.base}/form`, fields: JSON.stringify(fields), successMarker: '#sent' }),
      script('read', 'extract-text', { selector: 'pre#received', trim: false }),
    );
    expect(ran.outcome).toMatchObject({ status: 'completed' });
    expect(stepOf(ran, 'fill').output).toEqual({ submitted: true, fieldCount: 6 });
    expect(stepOf(ran, 'fill').logs).toEqual(expect.arrayContaining(['Filled #first-name', 'Filled select#country', 'Filled #newsletter']));
    const { first } = stepOf(ran, 'read').output as { first: string };
    // An unchecked box is not sent at all; the radio chosen replaces the default one.
    expect(JSON.parse(first)).toEqual({ 'first-name': 'Ada', email: 'ada@example.com', country: 'NO', newsletter: 'yes', contact: 'phone' });
  });

  it('scrape-table-to-csv saves the header and every row as CSV, quoting commas, quotes and line breaks', async () => {
    const ran = await run(openPage('/table', 'table#prices'), script('scrape', 'scrape-table-to-csv', { tableSelector: 'table#prices', fileName: 'prices.csv' }));
    expect(ran.outcome).toMatchObject({ status: 'completed' });
    expect(stepOf(ran, 'scrape').output).toEqual({ file: 'prices.csv', rowCount: 5 });
    expect(priceRows).toHaveLength(5);
    expect(ran.files.get('prices.csv')!.toString('utf8')).toBe(
      [
        '"Product","Price","Note"',
        '"Widget","9.99","Best seller"',
        '"Bolts, large","4.50","Sold in packs of 10"',
        '"Monitor 27""","199.00","Ships in 2 days"',
        '"Desk lamp","24.00","First line\nSecond line"',
        '"Cable","3.25",""',
      ].join('\r\n'),
    );
    expect(stepOf(ran, 'scrape').logs).toContain('Saved 5 data rows to prices.csv');
  });

  describe('wait-for-element', () => {
    it('waits for an element that appears later', async () => {
      // 2.5 s: the steps between the page's load and the script's first look took 0.9 s once in CI.
      const ran = await run(openPage('/late-element?ms=2500', 'h1'), script('wait', 'wait-for-element', { selector: '#late', timeoutSeconds: 10 }));
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      const { output, logs } = stepOf(ran, 'wait');
      expect(output).toMatchObject({ selector: '#late' });
      // The page was open before the script started, so part of the wait had passed already.
      expect((output as { waitedMs: number }).waitedMs).toBeGreaterThan(100);
      expect(logs.some((line) => /^#late is visible after \d+ ms$/.test(line))).toBe(true);
    });

    it('gives up after its own timeout, saving a screenshot of the page as it was', async () => {
      const ran = await run(openPage('/late-element?ms=60000', 'h1'), script('wait', 'wait-for-element', { selector: '#late', timeoutSeconds: 1 }));
      expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining('#late was not visible after 1 s (screenshot: wait-timeout.png)') });
      expect(ran.files.get('wait-timeout.png')!.subarray(0, 8)).toEqual(pngSignature);
    });
  });

  it('extract-text collects the texts of every match, and an attribute when asked', async () => {
    const ran = await run(
      openPage('/list?page=2', 'ul#results'),
      script('texts', 'extract-text', { selector: 'ul#results li.item' }),
      script('links', 'extract-text', { selector: 'nav.pager a', attribute: 'href' }),
      script('nothing', 'extract-text', { selector: '.no-such-thing' }),
    );
    expect(ran.outcome).toMatchObject({ status: 'completed' });
    expect(stepOf(ran, 'texts').output).toEqual({ values: ['Item 5', 'Item 6', 'Item 7', 'Item 8'], first: 'Item 5' });
    expect(stepOf(ran, 'links').output).toEqual({ values: ['/list?page=1', '/list?page=3'], first: '/list?page=1' });
    expect(stepOf(ran, 'nothing').output).toEqual({ values: [], first: null });
    expect(stepOf(ran, 'texts').logs).toContain('Extracted 4 value(s) from ul#results li.item');
  });

  it('extract-text fails when nothing matches and a match is required', async () => {
    const ran = await run(openPage('/list?page=1', 'ul#results'), script('texts', 'extract-text', { selector: '.no-such-thing', required: true }));
    expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining('Nothing matched .no-such-thing') });
  });

  it('paginate-results follows the next link to the last page and collects every item', async () => {
    const ran = await run(openPage('/list?page=1', 'ul#results'), script('pages', 'paginate-results', { itemSelector: 'ul#results li.item' }));
    expect(ran.outcome).toMatchObject({ status: 'completed' });
    expect(stepOf(ran, 'pages').output).toEqual({ items: Array.from({ length: 12 }, (_, i) => `Item ${i + 1}`), pages: 3 });
    expect(stepOf(ran, 'pages').logs).toEqual(['Page 1: 4 items', 'Page 2: 4 items', 'Page 3: 4 items']);
  });

  it('download-file keeps the downloaded file in the run’s folder with the site’s bytes', async () => {
    const ran = await run(openPage('/downloads', 'a#report'), script('download', 'download-file', { linkSelector: 'a#report', timeoutSeconds: 10 }));
    expect(ran.outcome).toMatchObject({ status: 'completed' });
    expect(stepOf(ran, 'download').output).toEqual({ file: 'report.csv', url: `${site.base}/files/report.csv` });
    expect(ran.files.get('report.csv')).toEqual(Buffer.from(reportCsv, 'utf8'));
    expect(stepOf(ran, 'download').logs).toContain('Downloaded report.csv');
  });

  it('take-screenshot saves a PNG of the whole page and one of a single element', async () => {
    const ran = await run(
      openPage('/table', 'table#prices'),
      script('page', 'take-screenshot', { prefix: 'page' }),
      script('table', 'take-screenshot', { selector: 'table#prices', prefix: 'table' }),
    );
    expect(ran.outcome).toMatchObject({ status: 'completed' });
    const pageFile = (stepOf(ran, 'page').output as { file: string }).file;
    const tableFile = (stepOf(ran, 'table').output as { file: string }).file;
    expect(pageFile).toMatch(/^page-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.png$/);
    expect(tableFile).toMatch(/^table-.+\.png$/);
    const whole = ran.files.get(pageFile)!;
    const table = ran.files.get(tableFile)!;
    expect(whole.subarray(0, 8)).toEqual(pngSignature);
    expect(table.subarray(0, 8)).toEqual(pngSignature);
    // The whole page is as wide as the tab; the table only as wide as itself.
    expect(pngWidth(whole)).toBe(1280);
    expect(pngWidth(table)).toBeLessThan(800);
    expect(stepOf(ran, 'page').logs).toContain(`Saved ${pageFile}`);
  });

  describe('retry-flaky-step', () => {
    // Each failed attempt waits its Expect within (2 s here, 10 by default) for the expected element: the two run side by side.
    it.concurrent('clicks again after a pause until the expected element appears', { timeout: 45_000 }, async () => {
      const ran = await run(
        openPage('/click', '#go'),
        script('retry', 'retry-flaky-step', { clickSelector: '#go', expectSelector: '#clicked:has-text("Clicked twice")', attempts: 3, firstDelayMs: 100, expectWithinSeconds: 2 }, 40),
      );
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      const { output, logs } = stepOf(ran, 'retry');
      expect(output).toEqual({ attempts: 2 });
      expect(logs[0]).toMatch(/^Warning: Attempt 1 of 3 failed: .*Timeout 2000ms exceeded/);
      expect(logs[1]).toBe('Succeeded on attempt 2');
    });

    it.concurrent('gives up after its attempts, saying why the last one failed', { timeout: 45_000 }, async () => {
      const ran = await run(
        openPage('/click', '#go'),
        script('retry', 'retry-flaky-step', { clickSelector: '#go', expectSelector: '#never', attempts: 2, firstDelayMs: 100, expectWithinSeconds: 2 }, 40),
      );
      expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringMatching(/Gave up after 2 attempts: .*Timeout 2000ms exceeded/) });
      expect(stepOf(ran, 'retry').logs.filter((line) => line.startsWith('Warning: Attempt'))).toHaveLength(2);
    });
  });

  describe('dismiss-cookie-banner', () => {
    it('rejects through the banner, after which the page behind it can be clicked', async () => {
      const ran = await run(
        openPage('/cookies', '#onetrust-banner-sdk'),
        script('consent', 'dismiss-cookie-banner', { choice: 'reject' }),
        elementSelector('choice', { selector: 'body', condition: 'attributeEquals', attribute: 'data-consent', value: 'rejected' }),
        clickAction('details', { selector: '#inner-action', action: 'click', waitFor: '#details' }),
      );
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      expect(stepOf(ran, 'consent').output).toEqual({ dismissed: true, selector: '#onetrust-reject-all-handler' });
      expect(stepOf(ran, 'details').logs).toContain('#details appeared');
    });

    it('without it, the banner keeps the click from reaching the page', async () => {
      const ran = await run(openPage('/cookies', '#onetrust-banner-sdk'), clickAction('details', { selector: '#inner-action', action: 'click', waitFor: '#details' }));
      expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining('intercepts pointer events') });
      expect(stepOf(ran, 'details').status).toBe('failed');
    });

    it('answers dismissed: false on a page without a banner', async () => {
      const ran = await run(openPage('/click', '#go'), script('consent', 'dismiss-cookie-banner', {}));
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      expect(stepOf(ran, 'consent').output).toEqual({ dismissed: false });
      expect(stepOf(ran, 'consent').logs).toContain('No consent banner found');
    });
  });

  describe('check-page-health', () => {
    it('passes a page that answers 200 with the expected text', async () => {
      const ran = await run(script('health', 'check-page-health', { url: `${site.base}/click`, expectText: 'Double-click me' }));
      expect(ran.outcome).toMatchObject({ status: 'completed' });
      expect(stepOf(ran, 'health').output).toMatchObject({ url: `${site.base}/click`, status: 200, loadMs: expect.any(Number) as number });
      expect(stepOf(ran, 'health').logs).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/click is up \(200, \d+ ms\)$/)]);
    });

    it('fails a page that answers 503, naming the status', async () => {
      const ran = await run(script('health', 'check-page-health', { url: `${site.base}/status/503` }));
      expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining(`${site.base}/status/503 is unhealthy: status 503`) });
    });

    it('fails a page without the expected text, naming the text', async () => {
      const ran = await run(script('health', 'check-page-health', { url: `${site.base}/click`, expectText: 'Out of stock' }));
      expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining('is unhealthy: missing text "Out of stock"') });
    });
  });

  it('upload-file sends a file an earlier node wrote to the run’s folder', async () => {
    const ran = await run(
      node('make', 'script', { paletteItem: 'code', code: "await files.write('hello.txt', 'hi there'); return {};" }),
      openPage('/upload', 'input#file'),
      script('upload', 'upload-file', { fileName: 'hello.txt', inputSelector: 'input#file', submitButton: 'button[type=submit]', confirmationSelector: '#uploaded' }),
      elementSelector('confirmed', { selector: '#uploaded', condition: 'hasText', text: 'Received hello.txt (8 bytes)' }),
    );
    expect(ran.outcome).toMatchObject({ status: 'completed' });
    expect(stepOf(ran, 'upload').output).toEqual({ uploaded: 'hello.txt' });
    expect(stepOf(ran, 'upload').logs).toEqual(['Uploaded hello.txt']);
    const received = site.uploads.filter((upload) => upload.fileName === 'hello.txt');
    expect(received).toHaveLength(1);
    expect(received[0]!.content.toString('utf8')).toBe('hi there');
  });
});
