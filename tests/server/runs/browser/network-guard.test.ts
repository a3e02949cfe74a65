import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserPool } from '../../../../server/runs/browser/browser-pool';
import { isPrivateAddress } from '../../../../server/runs/engine/network-guard';
import type { EngineNode } from '../../../../server/runs/engine/workflow';
import { startFixtureSite, type FixtureSite } from '../../../fixtures/fixture-site';
import { chain, node } from '../engine-harness';
import { browserPool, runInBrowser } from './browser-harness';

/**
 * A run's tab reaches only the public web (D68): with ENGINE_ALLOW_PRIVATE_NETWORK off, the guarded
 * proxy refuses private addresses, for the page and for everything it loads, and only http and
 * https pages open at all. 127.0.0.2 plays a public host here; 127.0.0.1 and localhost stay private.
 */

let site: FixtureSite;
let pool: BrowserPool;
/** The fixture site as a public host serves it, and as the server's own loopback does. */
let publicBase: string;
let loopbackBase: string;

beforeAll(async () => {
  site = await startFixtureSite({ host: '0.0.0.0' });
  publicBase = `http://127.0.0.2:${site.port}`;
  loopbackBase = `http://127.0.0.1:${site.port}`;
  pool = browserPool({ allowPrivateNetwork: false, isPrivate: (address) => address !== '127.0.0.2' && isPrivateAddress(address) });
});
afterAll(async () => {
  await pool.close();
  await site.close();
});

const openPage = (url: string) => node('open', 'event', { paletteItem: 'click-trigger', url, selector: 'body', timeout: 5, retryCount: 0 });
const run = (...nodes: EngineNode[]) => runInBrowser(pool, chain(node('start', 'start'), ...nodes, node('end', 'end')));
const refused = (host: string) => `The browser may not reach ${host}: it resolves to `;

describe('the network a run’s browser may reach (D68)', () => {
  it('opens a page on a public address', async () => {
    const ran = await run(
      node('open', 'event', { paletteItem: 'click-trigger', url: `${publicBase}/click`, selector: '#go', action: 'click', timeout: 5, retryCount: 0 }),
      node('check', 'validate', { paletteItem: 'element-selector', selector: '#clicked', condition: 'hasText', text: 'Clicked once', timeout: 5, retryCount: 0 }),
    );
    expect(ran.outcome).toMatchObject({ status: 'completed' });
  });

  it('refuses a page on 127.0.0.1, naming it', async () => {
    const ran = await run(openPage(`${loopbackBase}/click`));
    expect(ran.outcome).toEqual({ status: 'failed', error: `open: ${refused('127.0.0.1')}127.0.0.1, a private address that workflows may not reach` });
  });

  it('refuses a page on localhost, naming it', async () => {
    const ran = await run(openPage(`http://localhost:${site.port}/click`));
    expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining(`open: ${refused('localhost')}`) });
  });

  it('fails a public page that loads an image from a private address, naming that address', async () => {
    const ran = await run(openPage(`${publicBase}/leak?src=${encodeURIComponent(`${loopbackBase}/pixel.png`)}`));
    expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining(`open: ${refused('127.0.0.1')}127.0.0.1`) });
  });

  for (const [url, scheme] of [
    ['file:///etc/passwd', 'file:'],
    ['chrome://version', 'chrome:'],
    ['view-source:http://127.0.0.2/click', 'view-source:'],
  ] as const) {
    it(`refuses to open ${scheme} pages: only http and https`, async () => {
      const ran = await run(openPage(url));
      expect(ran.outcome).toEqual({ status: 'failed', error: `open: Only http and https pages may be opened, not ${scheme} (${url})` });
    });
  }

  describe('a library script’s page', () => {
    const health = (url: string) => node('health', 'script', { paletteItem: 'script-check-page-health', scriptId: 'check-page-health', url, timeout: 10, retryCount: 0 });

    it('may not go to a file: page', async () => {
      const ran = await run(health('file:///etc/passwd'));
      expect(ran.outcome).toEqual({ status: 'failed', error: 'health: Error: Only http and https pages may be opened, not file: (file:///etc/passwd)' });
    });

    it('may not go to a private address, which it names', async () => {
      const ran = await run(health(`${loopbackBase}/click`));
      expect(ran.outcome).toMatchObject({ status: 'failed', error: expect.stringContaining(`health: Error: ${refused('127.0.0.1')}127.0.0.1`) });
    });
  });
});
