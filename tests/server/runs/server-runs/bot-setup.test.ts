import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import { copyMarketBotsIntoMyBots, insertBotWithFile } from '../../../../server/bots/repository';
import type { Database } from '../../../../server/db/database';
import { marketBotsByIds } from '../../../../server/market/repository';
import { seedMarketBots } from '../../../../server/market/seed-market-bots';
import { botNodeMessages } from '../../../../src/domain/bots/bot-node-inputs';
import type { Bot } from '../../../../src/domain/bots/bots';
import type { DeclaredInput } from '../../../../src/domain/workflow/node-catalogue/declared-inputs';
import { serverRunMessages, serverRunSchema, type ServerRun } from '../../../../src/domain/workflow/server-runs';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
/** A CRM on loopback: what each request to it brought. */
let crm: Server;
let crmBase: string;
const received: Array<{ url: string | undefined; headers: IncomingHttpHeaders; body: string }> = [];

beforeAll(async () => {
  crm = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url, headers: request.headers, body });
      response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":"c-1"}');
    });
  });
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  crmBase = `http://127.0.0.1:${(crm.address() as AddressInfo).port}`;
  const engine = { allowPrivateNetwork: true, sandbox: { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 };
  ({ app, database, stop } = await startTestApp({ runs: { work: true, allowPrivateNetwork: true, queue: { heartbeatMs: 100, staleAfterMs: 5000, sweepEveryMs: 1000, engine } } }));
  await seedMarketBots(database.db);
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
});
afterAll(async () => {
  await stop();
  crm.closeAllConnections();
  crm.close();
});

const node = (id: string, type: string, properties: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y: 0 }, data: { label: id, type, properties } });
const chain = (...nodes: ReturnType<typeof node>[]) => ({
  nodes,
  edges: nodes.slice(1).map((each, index) => ({ id: `e${index}`, source: nodes[index]!.id, target: each.id })),
  viewport: { x: 0, y: 0, zoom: 1 },
});

const inputs: DeclaredInput[] = [
  { name: 'sendTo', label: 'Send to', kind: 'text', required: true },
  { name: 'subject', label: 'Subject', kind: 'text', required: false, default: 'Daily report' },
  { name: 'archiveKey', label: 'Archive key', kind: 'credential', required: false, accepts: ['token'] },
];

/** A bot of My Bots whose workflow declares two inputs and e-mails with them. */
async function reportBot(): Promise<number> {
  const workflow = { ...chain(node('start', 'start'), node('mail', 'email', { to: '{{inputs.sendTo}}', subject: '{{inputs.subject}}' }), node('end', 'end')), inputs };
  const content = Buffer.from(JSON.stringify(workflow));
  const row = await insertBotWithFile(
    database.db,
    ada.id,
    { title: 'Reporter', author: 'Ada Lovelace', configFileName: 'reporter.json', configFileType: 'application/json', configFileSize: content.length, hasWorkflow: true, inputs },
    { content, workflow },
  );
  return row.id;
}

async function sequenceRunning(botNode: Record<string, unknown>): Promise<string> {
  const workflow = chain(node('start', 'start'), node('Send the report', 'bot', { paletteItem: 'bot', botTitle: 'Reporter', ...botNode }), node('end', 'end'));
  const response = await app.inject({
    method: 'POST',
    url: '/v1/sequences/sequences',
    headers: { authorization: ada.token },
    payload: { title: `Flow ${Math.random().toString(36).slice(2, 8)}`, description: '', items: [workflow] },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

const startRun = (sequenceId: string) => app.inject({ method: 'POST', url: `/v1/sequences/sequences/${sequenceId}/runs`, headers: { authorization: ada.token } });

async function finishedRun(runId: string): Promise<ServerRun> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const run = serverRunSchema.parse((await app.inject({ method: 'GET', url: `/v1/workflows/runs/${runId}`, headers: { authorization: ada.token } })).json());
    if (['completed', 'failed', 'cancelled'].includes(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} is still ${run.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function setUp(botId: number, inputValues: Record<string, unknown>) {
  const bot: Bot = (await app.inject({ method: 'GET', url: `/v1/bots/${botId}`, headers: { authorization: ada.token } })).json();
  const { id: _id, ...rest } = bot;
  const edit = { ...rest, image: '', tags: ['reports'], inputValues };
  expect((await app.inject({ method: 'PUT', url: `/v1/bots/${botId}`, headers: { authorization: ada.token }, payload: edit })).statusCode).toBe(200);
}

const mailLogs = (run: ServerRun) => run.steps.filter((step) => step.nodeId === 'mail').flatMap((step) => step.logs);

describe('a Run with a bot that is not set up (D66)', () => {
  it('is refused before it starts, naming the node and the input; once the bot is set up it runs with its values', async () => {
    const botId = await reportBot();
    const sequenceId = await sequenceRunning({ botId });
    const refused = await startRun(sequenceId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: serverRunMessages.notSetUp([`Send the report: Send to is required ${botNodeMessages.whereToSet}`]) });

    await setUp(botId, { sendTo: 'team@acme.test' });

    const started = await startRun(sequenceId);
    expect(started.statusCode, started.body).toBe(202);
    const run = await finishedRun(serverRunSchema.parse(started.json()).id);
    expect(run.status).toBe('completed');
    expect(mailLogs(run)).toEqual(['E-mail to team@acme.test: Daily report, kept in the outbox (no SMTP_URL set)']);
  });

  it("runs when the node gives the input the bot's setup leaves empty, and the node's value wins over the bot's", async () => {
    const botId = await reportBot();
    const started = await startRun(await sequenceRunning({ botId, sendTo: 'ada@acme.test', subject: 'For this sequence' }));
    expect(started.statusCode, started.body).toBe(202);
    const run = await finishedRun(serverRunSchema.parse(started.json()).id);
    expect(mailLogs(run)).toEqual(['E-mail to ada@acme.test: For this sequence, kept in the outbox (no SMTP_URL set)']);
    // Without SMTP_URL the step's output says the message stayed in the outbox (D152).
    expect(run.steps.find((step) => step.nodeId === 'mail' && step.parentStepId !== null)?.output).toMatchObject({ delivery: 'outbox', to: 'ada@acme.test', subject: 'For this sequence', attachments: [] });
  });

  it("is refused when the bot's setup names a credential its owner does not have, or one of another kind (D66)", async () => {
    const botId = await reportBot();
    await setUp(botId, { sendTo: 'team@acme.test', archiveKey: 'archive' });
    const sequenceId = await sequenceRunning({ botId });
    const missing = await startRun(sequenceId);
    expect(missing.json()).toEqual({ detail: serverRunMessages.notSetUp([`Send the report: Archive key: there is no credential named archive ${botNodeMessages.whereToSet}`]) });

    const credential = (kind: string, value: string) => ({ name: 'archive', kind, fields: { value } });
    const created = await app.inject({ method: 'POST', url: '/v1/credentials', headers: { authorization: ada.token }, payload: credential('secret', 's3cret') });
    expect(created.statusCode, created.body).toBe(201);
    const wrongKind = await startRun(sequenceId);
    expect(wrongKind.json()).toEqual({ detail: serverRunMessages.notSetUp([`Send the report: Archive key: archive is a Secret credential; this takes API token ${botNodeMessages.whereToSet}`]) });

    // The node names one of the right kind for this sequence: it runs.
    const token = await app.inject({ method: 'POST', url: '/v1/credentials', headers: { authorization: ada.token }, payload: { ...credential('token', 't0ken'), name: 'archive-token' } });
    expect(token.statusCode, token.body).toBe(201);
    expect((await startRun(await sequenceRunning({ botId, archiveKey: 'archive-token' }))).statusCode).toBe(202);
  });

  it('runs a bought market bot with its setup: Lead Capture Pro posts the lead to the CRM it was given, with the token credential it names', async () => {
    const [botId] = await copyMarketBotsIntoMyBots(database.db, ada.id, await marketBotsByIds(database.db, [1]));
    const created = await app.inject({ method: 'POST', url: '/v1/credentials', headers: { authorization: ada.token }, payload: { name: 'acme-crm', kind: 'token', fields: { value: 'crm-s3cret' } } });
    expect(created.statusCode, created.body).toBe(201);
    const workflow = chain(
      node('start', 'start'),
      node('Form', 'transform', { code: "return { email: 'grace@acme.test', name: 'Grace' };" }),
      node('Capture the lead', 'bot', { paletteItem: 'bot', botId, botTitle: 'Lead Capture Pro' }),
      node('end', 'end'),
    );
    const response = await app.inject({ method: 'POST', url: '/v1/sequences/sequences', headers: { authorization: ada.token }, payload: { title: 'Leads', description: '', items: [workflow] } });
    const sequenceId = (response.json() as { id: string }).id;
    const refused = await startRun(sequenceId);
    expect(refused.json()).toEqual({
      detail: serverRunMessages.notSetUp([`Capture the lead: CRM contacts endpoint is required ${botNodeMessages.whereToSet}`, `Capture the lead: CRM API token is required ${botNodeMessages.whereToSet}`]),
    });

    await setUp(botId!, { crmUrl: `${crmBase}/api/contacts`, crmToken: 'acme-crm' });
    const started = await startRun(sequenceId);
    expect(started.statusCode, started.body).toBe(202);
    const run = await finishedRun(serverRunSchema.parse(started.json()).id);
    expect(run.status, JSON.stringify(run.steps.map((step) => [step.label, step.error]))).toBe('completed');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ url: '/api/contacts', headers: { authorization: 'Bearer crm-s3cret', 'content-type': 'application/json' } });
    expect(JSON.parse(received[0]!.body)).toEqual({ email: 'grace@acme.test', name: 'Grace', source: 'web form', date: new Date().toISOString().slice(0, 10) });
    expect(JSON.stringify(run)).not.toContain('crm-s3cret');
  });

  it('does not hold a disabled bot node, nor a node whose bot is gone, against the run', async () => {
    const botId = await reportBot();
    expect((await startRun(await sequenceRunning({ botId, isEnabled: false }))).statusCode).toBe(202);
    expect((await startRun(await sequenceRunning({ botId: 999_999 }))).statusCode).toBe(202);
  });
});
