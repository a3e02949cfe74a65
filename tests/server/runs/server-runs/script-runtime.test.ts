import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import type { Database } from '../../../../server/db/database';
import { runEmailAttachments, runEmails, workflowRunSteps, workflowRuns } from '../../../../server/db/schema/runs';
import { redactedMark } from '../../../../server/runs/engine/redaction';
import { listRunFiles, writeRunFile } from '../../../../server/runs/server-runs/run-file-repository';
import { serverRunMessages } from '../../../../src/domain/workflow/server-runs';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';
import { chain, node, runsApi } from './runs-api';

const apiToken = 'tok_live_9c1e5d7a3b';
let app: App;
let database: Database;
let stop: () => Promise<void>;
let service: Server;
let serviceBase: string;
let api: ReturnType<typeof runsApi>;

beforeAll(async () => {
  // A JSON API that echoes the Authorization header it was sent, as a careless service might.
  service = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: { seen: request.headers.authorization ?? null, items: [1, 2] } }));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceBase = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  ({ app, database, stop } = await startTestApp({
    runs: {
      work: true,
      allowPrivateNetwork: true,
      queue: { engine: { allowPrivateNetwork: true, sandbox: { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 } },
    },
  }));
  api = runsApi(app);
});
afterAll(async () => {
  await stop();
  service.closeAllConnections();
  service.close();
});

const download = (user: UserWithToken, runId: string, name: string) =>
  app.inject({ method: 'GET', url: `/v1/workflows/runs/${runId}/files/${encodeURIComponent(name)}`, headers: { authorization: user.token } });

describe('the script runtime in server runs (D67), on the database', () => {
  it('keeps the files a Code node wrote, lists them on the run and serves them to their owner only', async () => {
    const ada = await createUserWithToken(database);
    const eve = await createUserWithToken(database);
    const run = await api.runToEnd(
      ada,
      chain(
        node('start', 'start'),
        node('table', 'script', { code: "await files.write('orders.csv', 'id,total\\n7,41.5\\n'); await files.write('Résumé 2026.pdf', new Uint8Array([37, 80, 68, 70])); return files.list();" }),
        node('end', 'end'),
      ),
    );
    expect(run.status).toBe('completed');
    expect(run.files).toEqual([
      { name: 'orders.csv', size: 16 },
      { name: 'Résumé 2026.pdf', size: 4 },
    ]);
    expect(run.output).toEqual(run.files);

    const csv = await download(ada, run.id, 'orders.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="orders.csv"; filename*=UTF-8''orders.csv`);
    expect(csv.body).toBe('id,total\n7,41.5\n');
    const pdf = await download(ada, run.id, 'Résumé 2026.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="R_sum_ 2026.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202026.pdf`);
    expect(pdf.rawPayload).toEqual(Buffer.from('%PDF'));

    for (const [user, runId, name, detail] of [
      [eve, run.id, 'orders.csv', 'Run not found'],
      [ada, run.id, 'other.csv', serverRunMessages.fileNotFound],
      [ada, run.id, 'a/b.csv', serverRunMessages.fileNotFound],
      [ada, 'not-a-run', 'orders.csv', 'Run not found'],
    ] as const) {
      const response = await download(user, runId, name);
      expect(response.statusCode, `${runId}/${name}`).toBe(404);
      expect(response.json()).toEqual({ detail });
    }
    expect((await app.inject({ method: 'GET', url: `/v1/workflows/runs/${run.id}/files/orders.csv` })).statusCode).toBe(401);
  });

  it('refuses a file past 10 MB and a run past 50 MB in the database, whichever process writes', async () => {
    const ada = await createUserWithToken(database);
    const [row] = await database.db.insert(workflowRuns).values({ userId: ada.id, kind: 'server', workflowName: 'Files', startTime: new Date(), status: 'running', executedBy: 'Ada', nodesExecuted: 0 }).returning();
    const runId = row!.id;
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 1);
    await expect(writeRunFile(database.db, runId, 'huge.bin', Buffer.alloc(10 * 1024 * 1024 + 1))).rejects.toThrow("huge.bin is 10.0 MB: a file in the run's folder may be 10.0 MB at most");
    for (const name of ['a.bin', 'b.bin', 'c.bin', 'd.bin']) await writeRunFile(database.db, runId, name, tenMegabytes);
    await writeRunFile(database.db, runId, 'e.bin', Buffer.alloc(9 * 1024 * 1024));
    // Writing a name again replaces the file: only the other files count.
    await writeRunFile(database.db, runId, 'e.bin', Buffer.alloc(10 * 1024 * 1024));
    await expect(writeRunFile(database.db, runId, 'f.bin', Buffer.alloc(1))).rejects.toThrow("Writing f.bin would bring the run's files to 50.0 MB: a run may keep 50.0 MB of files at most");
    expect((await listRunFiles(database.db, runId)).map((file) => [file.name, file.size])).toEqual([
      ['a.bin', 10 * 1024 * 1024],
      ['b.bin', 10 * 1024 * 1024],
      ['c.bin', 10 * 1024 * 1024],
      ['d.bin', 10 * 1024 * 1024],
      ['e.bin', 10 * 1024 * 1024],
    ]);
  });

  it('puts the e-mail report in the outbox with the file a Code node wrote first, as an attachment', async () => {
    const ada = await createUserWithToken(database);
    const run = await api.runToEnd(
      ada,
      chain(
        node('start', 'start'),
        node('table', 'script', { code: "await files.write('orders.csv', 'id,total\\n7,41.5\\n'); return { orders: 1 };" }),
        node('report', 'script', { paletteItem: 'script-send-email-report', scriptId: 'send-email-report', to: 'team@example.com', attach: ['orders.csv'] }),
        node('end', 'end'),
      ),
    );
    expect(run).toMatchObject({ status: 'completed', output: { recipients: 1, attachments: 1 } });
    const [email] = await database.db.select().from(runEmails).where(eq(runEmails.runId, run.id));
    expect(email).toMatchObject({ to: 'team@example.com', subject: expect.stringMatching(/^Botflow report – \d{4}-\d\d-\d\d$/) as string, body: expect.stringContaining('- orders: 1') as string, html: null, sentAt: null });
    const attachments = await database.db.select().from(runEmailAttachments).where(eq(runEmailAttachments.emailId, email!.id)).orderBy(asc(runEmailAttachments.position));
    expect(attachments.map(({ fileName, content, size }) => [fileName, content.toString('utf8'), size])).toEqual([['orders.csv', 'id,total\n7,41.5\n', 16]]);
  });

  it('stores no credential value: not in a step’s input, output, logs or error, nor in the run’s output or error', async () => {
    const ada = await createUserWithToken(database);
    // A real credential, sealed by the credentials feature and opened by the run (D66).
    const saved = await app.inject({ method: 'POST', url: '/v1/credentials', headers: { authorization: ada.token }, payload: { name: 'orders-api', kind: 'token', fields: { value: apiToken } } });
    expect(saved.statusCode, saved.body).toBe(201);
    const fetched = await api.runToEnd(
      ada,
      chain(
        node('start', 'start'),
        node('orders', 'script', { paletteItem: 'script-fetch-json-api', scriptId: 'fetch-json-api', url: `${serviceBase}/orders`, apiKeySecret: 'orders-api', pick: 'data' }),
        node('leak', 'script', { code: "const key = await secrets.get('orders-api'); log.info('using ' + key); return { key, nested: JSON.stringify({ key }), seen: input.seen };" }),
        node('end', 'end'),
      ),
    );
    expect(fetched.status, fetched.error ?? '').toBe('completed');
    const failing = await api.runToEnd(ada, chain(node('start', 'start'), node('throw', 'script', { code: "throw new Error('refused ' + (await secrets.get('orders-api')));", retryCount: 0 })));
    expect(failing.status).toBe('failed');

    const runs = await database.db.select().from(workflowRuns).where(inArray(workflowRuns.id, [fetched.id, failing.id]));
    const steps = await database.db.select().from(workflowRunSteps).where(inArray(workflowRunSteps.runId, [fetched.id, failing.id]));
    const stored = JSON.stringify({ runs, steps });
    expect(stored).not.toContain(apiToken);
    expect(steps.find((step) => step.nodeId === 'leak')).toMatchObject({ logs: [`using ${redactedMark}`], output: { key: redactedMark, nested: JSON.stringify({ key: redactedMark }), seen: `Bearer ${redactedMark}` } });
    expect(steps.find((step) => step.nodeId === 'leak')?.input).toEqual({ seen: `Bearer ${redactedMark}`, items: [1, 2] });
    expect(runs.find((each) => each.id === failing.id)?.error).toBe(`throw: Error: refused ${redactedMark}`);
    // The answers read the same rows.
    const answers = JSON.stringify([await api.readRun(ada, fetched.id), await api.readRun(ada, failing.id)]);
    expect(answers).not.toContain(apiToken);
    expect(answers).toContain(redactedMark);
  });
});
