import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../server/config';

const folder = mkdtempSync(join(tmpdir(), 'botflow-chromium-'));
const fakeChromium = join(folder, 'chromium');
writeFileSync(fakeChromium, '#!/bin/sh\n');
chmodSync(fakeChromium, 0o755);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const browserOf = (env: NodeJS.ProcessEnv) => readConfig({ PATH: '', ...env }, false).runs.browser;

describe('which Chromium a process drives (D68)', () => {
  it('takes CHROMIUM_PATH, else the chromium on the PATH, with BROWSER_CONTEXTS tabs (2 by default)', () => {
    expect(browserOf({ CHROMIUM_PATH: fakeChromium })).toEqual({ executablePath: fakeChromium, contexts: 2 });
    expect(browserOf({ PATH: `/nowhere:${folder}`, BROWSER_CONTEXTS: '4' })).toEqual({ executablePath: fakeChromium, contexts: 4 });
  });

  it('has no browser with RUN_BROWSER=false, with a CHROMIUM_PATH that names nothing, or with no chromium on the PATH', () => {
    expect(browserOf({ CHROMIUM_PATH: fakeChromium, RUN_BROWSER: 'false' })).toBeNull();
    expect(browserOf({ CHROMIUM_PATH: join(folder, 'missing') })).toBeNull();
    expect(browserOf({ PATH: '/nowhere' })).toBeNull();
  });

  it('refuses a BROWSER_CONTEXTS that is not a whole number of 1 or more', () => {
    expect(() => browserOf({ BROWSER_CONTEXTS: '0' })).toThrow('BROWSER_CONTEXTS must be a whole number of 1 or more, got "0"');
  });
});
