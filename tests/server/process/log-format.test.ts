import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { migratedDataDir } from './server-process';

describe('the log format', () => {
  it('is readable at a terminal and JSON when piped, unless LOG_FORMAT says otherwise', () => {
    expect(readConfig({}, true).logFormat).toBe('pretty');
    expect(readConfig({}, false).logFormat).toBe('json');
    expect(readConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(readConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => readConfig({ LOG_FORMAT: 'xml' }, false)).toThrow('LOG_FORMAT must be "pretty" or "json", got "xml"');
  });
});

/**
 * The server of the test under way: a test that times out never reaches its own finally, and its server
 * went on running (and loading the machine) after the run.
 */
let started: { child: ChildProcess; scratch: string } | undefined;
afterEach(() => {
  started?.child.kill('SIGKILL');
  if (started) rmSync(started.scratch, { recursive: true, force: true });
  started = undefined;
});

/** Runs server/main.ts until it says it is serving, and returns what it printed; afterEach stops it. */
async function startupOutput(logFormat: string): Promise<string> {
  const scratch = mkdtempSync(join(tmpdir(), 'botflow-logs-'));
  const child = spawn(process.execPath, [inject('serverBundle')], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: await migratedDataDir(scratch), PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', STATIC_DIR: join(scratch, 'no-spa'), LOG_FORMAT: logFormat },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started = { child, scratch };
  return new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Botflow is serving')) resolve(output);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before serving:\n${output}`)));
  });
}

// A process test, not a database one: it runs once, on PGlite, whichever database the run is for.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the server process', () => {
  it('prints one readable line per event in the pretty format', async () => {
    const lines = (await startupOutput('pretty')).trim().split('\n');
    const serving = lines.find((line) => line.includes('Botflow is serving'));
    expect(serving).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Botflow is serving with embedded PGlite/);
    expect(() => JSON.parse(serving ?? '')).toThrow();
  }, 30_000);

  it('prints JSON lines in the json format', async () => {
    const lines = (await startupOutput('json')).trim().split('\n');
    const serving = lines.map((line) => JSON.parse(line) as { msg?: string; level?: number }).find((entry) => entry.msg?.includes('Botflow is serving'));
    expect(serving).toMatchObject({ level: 30, msg: 'Botflow is serving with embedded PGlite' });
  }, 30_000);
});
