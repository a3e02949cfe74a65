import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunSecrets } from '../../../../server/runs/engine/redaction';
import { memoryRunFolder } from '../../../../server/runs/runtime/run-folder';
import { runScript } from '../../../../server/runs/runtime/script-sandbox';
import { chain, fakeSecrets, node, runEngine } from '../engine-harness';

let server: Server;
let base: string;
let slowAborted = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/quick') return response.writeHead(200, { 'Content-Type': 'application/json', 'X-Answer': 'yes' }).end('{"speed":"fast"}');
    if (request.url === '/moved') return response.writeHead(302, { Location: '/quick' }).end();
    if (request.url === '/echo') {
      const parts: Buffer[] = [];
      request.on('data', (part: Buffer) => parts.push(part));
      request.on('end', () => response.writeHead(200).end(JSON.stringify({ method: request.method, type: request.headers['content-type'], bytes: Buffer.concat(parts).toString('hex') })));
      return;
    }
    // /slow answers after 3 s, unless the caller gives up first.
    const timer = setTimeout(() => response.writeHead(200).end('{"speed":"slow"}'), 3_000);
    request.on('close', () => {
      if (!response.writableEnded) slowAborted += 1;
      clearTimeout(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** One Code node between start and end; its output is the run's. */
const codeRun = (code: string, properties: Record<string, unknown> = {}, overrides: Parameters<typeof runEngine>[1] = {}) =>
  runEngine(chain(node('start', 'start'), node('code', 'script', { code, retryCount: 0, ...properties }), node('end', 'end')), overrides);
const logsOf = (result: Awaited<ReturnType<typeof codeRun>>) => result.finished.find((step) => step.nodeId === 'code')?.logs;

describe('the script runtime (D67): every host call is a promise in the sandbox', () => {
  it('lets a script race a sleep against a fetch, and ends the loser', async () => {
    slowAborted = 0;
    const began = Date.now();
    const fetchWins = await codeRun(`return await Promise.race([sleep(5000).then(() => 'slept'), fetch('${base}/quick').then((answer) => answer.json())]);`);
    expect(fetchWins.outcome).toEqual({ status: 'completed', output: { speed: 'fast' } });
    const sleepWins = await codeRun(`return await Promise.race([sleep(50).then(() => 'slept'), fetch('${base}/slow').then((answer) => answer.json())]);`);
    expect(sleepWins.outcome).toEqual({ status: 'completed', output: 'slept' });
    expect(Date.now() - began).toBeLessThan(2_000);
    // The slower request did not go on once the script had its answer.
    await expect.poll(() => slowAborted).toBe(1);
  });

  it('ends a long sleep at the node’s Timeout', async () => {
    const began = Date.now();
    // Longer than a Node timer can wait, which would otherwise fire at once.
    const { outcome } = await codeRun('await sleep(1e12); return 1;', { timeout: 5 });
    expect(outcome).toEqual({ status: 'failed', error: 'code: The node ran longer than its timeout of 5 s' });
    expect(Date.now() - began).toBeLessThan(6_500);
  }, 10_000);

  it('counts computing time against the sandbox’s limit, not time spent waiting', async () => {
    // 200 ms of computing at most (engine-harness); this script waits 600 ms and computes little.
    const waits = await codeRun('for (let i = 0; i < 6; i += 1) await sleep(100); return 6;');
    expect(waits.outcome).toEqual({ status: 'completed', output: 6 });
    const busy = await codeRun('await sleep(10); while (true) {}');
    expect(busy.outcome).toEqual({ status: 'failed', error: 'code: The code computed longer than its limit of 200 ms' });
    // Stopped this way, QuickJS can leave objects behind, and freeing that runtime would abort the
    // WebAssembly module: a script stopped at a limit never takes the scripts after it down with it.
    // An endless chain of promises ends at whichever limit comes first. At the 8 MB limit QuickJS
    // (2025-09-13) runs about 143,000 of its jobs, then drops the one it cannot allocate without an
    // error, and the chain is left waiting on nothing: on a quiet machine that comes before 200 ms.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const microtasks = await codeRun('const spin = async () => { await null; return spin(); }; return spin();');
      expect(microtasks.outcome).toEqual({ status: 'failed', error: expect.stringMatching(/^code: The code (computed longer than its limit of 200 ms|waits on a promise that nothing will ever settle)$/) });
    }
    expect((await codeRun('return 1 + 1;')).outcome).toEqual({ status: 'completed', output: 2 });
  });

  it('answers what a body’s promise resolves to, whether or not it awaits', async () => {
    expect((await codeRun('return Promise.resolve({ n: input.n ?? 5 });')).outcome).toEqual({ status: 'completed', output: { n: 5 } });
    expect((await codeRun('return { n: (await Promise.resolve(2)) + 3 };')).outcome).toEqual({ status: 'completed', output: { n: 5 } });
    // A body that only maps its input runs the same, in the plain sandbox.
    expect((await codeRun('return { n: (input.n ?? 2) + 3 };')).outcome).toEqual({ status: 'completed', output: { n: 5 } });
  });

  it('fails a script that waits on a promise nothing will settle, at once', async () => {
    const { outcome } = await codeRun('await new Promise(() => {});');
    expect(outcome).toEqual({ status: 'failed', error: 'code: The code waits on a promise that nothing will ever settle' });
  });

  it('answers fetch with status, ok, headers, text() and json(), through the network guard', async () => {
    const { outcome } = await codeRun(
      `const answer = await fetch('${base}/moved');
       return { status: answer.status, ok: answer.ok, url: answer.url, type: answer.headers.get('Content-Type'), answer: answer.headers['x-answer'], text: await answer.text(), json: await answer.json() };`,
    );
    expect(outcome).toEqual({ status: 'completed', output: { status: 200, ok: true, url: `${base}/quick`, type: 'application/json', answer: 'yes', text: '{"speed":"fast"}', json: { speed: 'fast' } } });
    const posted = await codeRun(`return (await fetch('${base}/echo', { method: 'post', headers: { 'Content-Type': 'application/octet-stream' }, body: new Uint8Array([0, 255, 7]) })).json();`);
    expect(posted.outcome).toEqual({ status: 'completed', output: { method: 'POST', type: 'application/octet-stream', bytes: '00ff07' } });
    const guarded = await codeRun(`return (await fetch('${base}/quick')).status;`, {}, { allowPrivateNetwork: false });
    expect(guarded.outcome).toEqual({ status: 'failed', error: 'code: Error: 127.0.0.1 is a private address that workflows may not reach' });
  });

  it('gives secrets.get the value of a token or a secret, and the username and password of a login', async () => {
    const secrets = new RunSecrets(
      fakeSecrets({
        key: { name: 'key', kind: 'token', fields: { value: 'tok-123456', header: 'Authorization', prefix: 'Bearer' } },
        site: { name: 'site', kind: 'login', fields: { username: 'ada', password: 'correct horse' } },
      }),
    );
    const { outcome } = await codeRun("return [await secrets.get('key'), await secrets.get('site')];", {}, { secrets });
    expect(outcome).toEqual({ status: 'completed', output: ['tok-123456', { username: 'ada', password: 'correct horse' }] });
    const missing = await codeRun("return await secrets.get('nope');", {}, { secrets });
    expect(missing.outcome).toEqual({ status: 'failed', error: 'code: Error: There is no credential named nope' });
  });

  it('hands a Code node its properties as inputs, logs at three levels, and signs and numbers with the helpers', async () => {
    const result = await codeRun(
      "log.info('total', { n: 2 }); log.warn('slow'); log.error('broken'); return { region: inputs.region, signature: hmacSha256Hex('key', 'message'), id: crypto.randomUUID() };",
      { region: 'eu' },
    );
    expect(result.outcome).toEqual({
      status: 'completed',
      output: { region: 'eu', signature: createHmac('sha256', 'key').update('message').digest('hex'), id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) as string },
    });
    expect(logsOf(result)).toEqual(['total {"n":2}', 'Warning: slow', 'Error: broken']);
    const chatty = await codeRun('for (let i = 0; i < 250; i += 1) log.info(i);');
    expect(logsOf(chatty)).toHaveLength(201);
    expect(logsOf(chatty)?.at(-1)).toBe('… 50 more log lines from the script not kept');
  });

  it('keeps files in the run’s folder: text and bytes, exists, list (in the order last written) and path, shared by the nodes of the run', async () => {
    const { outcome, files } = await runEngine(
      chain(
        node('start', 'start'),
        node('write', 'script', { code: "await files.write('notes.txt', 'héllo'); await files.write('raw.bin', new Uint8Array([1, 2, 250])); await files.write('notes.txt', 'hello again');" }),
        node('read', 'script', {
          code: "return { text: await files.read('notes.txt'), bytes: Array.from(await files.readBytes('raw.bin')), exists: [await files.exists('raw.bin'), await files.exists('gone.txt')], list: await files.list(), path: files.path('raw.bin') };",
        }),
        node('end', 'end'),
      ),
    );
    expect(outcome).toEqual({
      status: 'completed',
      output: { text: 'hello again', bytes: [1, 2, 250], exists: [true, false], list: [{ name: 'raw.bin', size: 3 }, { name: 'notes.txt', size: 11 }], path: 'run-files/raw.bin' },
    });
    expect(files.get('raw.bin')).toEqual(Buffer.from([1, 2, 250]));
  });

  it('refuses names that are not plain file names, and files past the limits, with a clear error', async () => {
    for (const name of ['../secret.txt', 'a/b.txt', 'a\\\\b.txt', '..', '', 'tab\\there']) {
      const { outcome } = await codeRun(`await files.write('${name}', 'x');`);
      expect(outcome, name).toMatchObject({ status: 'failed', error: expect.stringContaining("is not a plain file name: a file in the run's folder is named without / or \\, without .. and without control characters") as string });
    }
    const missing = await codeRun("return files.read('nothing.txt');");
    expect(missing.outcome).toEqual({ status: 'failed', error: "code: Error: There is no file named nothing.txt in the run's folder" });
    const tooBig = await codeRun('await files.write("big.bin", new Uint8Array(10 * 1024 * 1024 + 1));', {}, { sandbox: { timeMs: 1000, memoryBytes: 64 * 1024 * 1024 } });
    expect(tooBig.outcome).toEqual({ status: 'failed', error: "code: Error: big.bin is 10.0 MB: a file in the run's folder may be 10.0 MB at most" });

    const folder = memoryRunFolder();
    for (const name of ['a', 'b', 'c', 'd', 'e']) await folder.write(name, Buffer.alloc(10 * 1024 * 1024));
    // Writing a file again replaces it, so only the others count toward the run's 50 MB.
    await folder.write('e', Buffer.alloc(10 * 1024 * 1024));
    await expect(folder.write('f', Buffer.alloc(1))).rejects.toThrow("Writing f would bring the run's files to 50.0 MB: a run may keep 50.0 MB of files at most");
  });

  it('sends mail.send to the outbox with its HTML and attachments, by path or by content', async () => {
    const { outcome, outbox, finished } = await codeRun(
      `await files.write('chart.png', new Uint8Array([137, 80, 78, 71]));
       const sent = await mail.send({ to: ['ada@example.com', 'grace@example.com'], subject: 'Figures', text: 'See attached', html: '<p>See attached</p>', attachments: [{ path: files.path('chart.png') }, { fileName: 'notes.txt', content: 'plain' }] });
       return sent.delivery;`,
    );
    // mail.send answers where the message went, as an Email step says it (D152).
    expect(outcome).toEqual({ status: 'completed', output: 'outbox' });
    expect(outbox).toEqual([
      {
        to: 'ada@example.com, grace@example.com',
        subject: 'Figures',
        body: 'See attached',
        html: '<p>See attached</p>',
        attachments: [
          { fileName: 'chart.png', content: Buffer.from([137, 80, 78, 71]) },
          { fileName: 'notes.txt', content: Buffer.from('plain') },
        ],
      },
    ]);
    expect(finished.find((step) => step.nodeId === 'code')?.logs.at(-1)).toBe('E-mail to ada@example.com, grace@example.com: Figures with chart.png, notes.txt, kept in the outbox (no SMTP_URL set)');
    const badPath = await codeRun("await mail.send({ to: 'ada@example.com', subject: 'x', attachments: [{ path: '/etc/passwd' }] });");
    expect(badPath.outcome).toEqual({ status: 'failed', error: 'code: Error: mail.send: "/etc/passwd" is not a path from files.path' });
    const big = memoryRunFolder();
    for (const name of ['a.bin', 'b.bin', 'c.bin']) await big.write(name, Buffer.alloc(9 * 1024 * 1024));
    const tooMuch = await codeRun("await mail.send({ to: 'ada@example.com', subject: 'x', attachments: ['a.bin', 'b.bin', 'c.bin'].map((name) => ({ path: files.path(name) })) });", {}, { files: big });
    expect(tooMuch.outcome).toEqual({ status: 'failed', error: 'code: Error: mail.send: the attachments take 27.0 MB: a message may carry 25.0 MB of them at most' });
    expect(tooMuch.outbox).toEqual([]);
  });

  it('refuses a module without a default export function, naming the file', async () => {
    const run = {
      input: null,
      inputs: {},
      asyncCalls: {},
      syncCalls: {},
      limits: { timeMs: 200, memoryBytes: 8 * 1024 * 1024 },
      signal: new AbortController().signal,
      withPage: false,
    };
    const where = (fileName: string, code: string) => ({ fileName, lineOffset: 0, code, namesFile: true });
    await expect(runScript({ code: 'export default 42;', type: 'module', where: where('answer.js', 'export default 42;') }, run)).rejects.toThrow('answer.js has no default export function to run');
    const echo = 'export default async function ({ input }) { return { got: input }; }';
    await expect(runScript({ code: echo, type: 'module', where: where('echo.js', echo) }, { ...run, input: [1] })).resolves.toEqual({ got: [1] });
  });
});
