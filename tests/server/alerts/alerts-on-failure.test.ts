import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { workflowRuns } from '../../../server/db/schema/runs';
import { alertTexts, runPath, type FailedRunSummary } from '../../../src/domain/alerts/alert-texts';
import { failureSettingsAnswerSchema, type FailureSettings } from '../../../src/domain/alerts/failure-settings';
import { notificationListSchema } from '../../../src/domain/alerts/notifications';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { chain, node, runsApi } from '../runs/server-runs/runs-api';
import { startTestApp } from '../test-app';
import { httpReceiver, smtpReceiver } from '../../fixtures/loopback-receivers';

const publicUrl = 'https://botflow.test';
let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let api: ReturnType<typeof runsApi>;
let receiver: Awaited<ReturnType<typeof httpReceiver>>;
let mail: Awaited<ReturnType<typeof smtpReceiver>>;

beforeAll(async () => {
  receiver = await httpReceiver();
  mail = await smtpReceiver();
  ({ app, database, stop } = await startTestApp({
    accounts: { publicUrl },
    runs: {
      work: true,
      // The receivers are on loopback, which the network guard refuses unless allowed (D45).
      allowPrivateNetwork: true,
      smtp: { url: mail.url, from: 'Botflow <alerts@botflow.test>' },
      queue: { heartbeatMs: 100, engine: { allowPrivateNetwork: true, sandbox: { timeMs: 1000, memoryBytes: 16 * 1024 * 1024 }, retryBackoffMs: 10, maxBotDepth: 3 } },
    },
  }));
  ada = await createUserWithToken(database, { email: 'ada@example.com' });
  api = runsApi(app);
  for (const payload of [
    { name: 'team-slack', kind: 'webhookUrl', fields: { url: receiver.url('/slack') } },
    { name: 'alert-key', kind: 'secret', fields: { value: 'signing-secret' } },
  ]) {
    const created = await app.inject({ method: 'POST', url: '/v1/credentials', headers: { authorization: ada.token }, payload });
    expect(created.statusCode, created.body).toBe(201);
  }
});
afterAll(async () => {
  await stop();
  await receiver.close();
  await mail.close();
});

const failing = chain(node('start', 'start'), node('Fetch orders', 'transform', { code: "throw new Error('the shop said 503')", retryCount: 0 }), node('end', 'end'));
const passing = chain(node('start', 'start'), node('Fetch orders', 'transform', { code: 'return { ok: true };', retryCount: 0 }), node('end', 'end'));
const echo = chain(node('start', 'start'), node('Echo', 'transform', { code: 'return input;', retryCount: 0 }), node('end', 'end'));

const channels = (path: string): FailureSettings => ({
  errorWorkflowId: null,
  onFailure: true,
  onRecovery: true,
  email: true,
  slackCredential: 'team-slack',
  webhookUrl: receiver.url(path),
  webhookCredential: 'alert-key',
});

async function putSettings(sequenceId: string, settings: FailureSettings) {
  const response = await app.inject({ method: 'PUT', url: `/v1/sequences/sequences/${sequenceId}/failure-settings`, headers: { authorization: ada.token }, payload: settings });
  expect(response.statusCode, response.body).toBe(200);
  return failureSettingsAnswerSchema.parse(response.json());
}

async function saveWorkflow(sequenceId: string, workflow: ReturnType<typeof chain>) {
  const current = await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${sequenceId}`, headers: { authorization: ada.token } });
  const response = await app.inject({ method: 'PUT', url: `/v1/sequences/sequences/${sequenceId}`, headers: { authorization: ada.token }, payload: { title: (current.json() as { title: string }).title, items: [workflow] } });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs the sequence to its end, and waits for what its end began (the reactions, and any error workflow's run). */
async function runOnce(sequenceId: string) {
  const started = await api.startRun(ada, sequenceId);
  expect(started.statusCode, started.body).toBe(202);
  const run = await api.until(ada, (started.json() as { id: string }).id, (each) => ['completed', 'failed', 'cancelled'].includes(each.status));
  await app.runEndReactor.settled();
  return run;
}

const runsOf = (sequenceId: string) => database.db.select().from(workflowRuns).where(eq(workflowRuns.sequenceId, sequenceId));

async function settledRunsOf(sequenceId: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const rows = await runsOf(sequenceId);
    if (rows.every((row) => row.status !== 'queued' && row.status !== 'running')) {
      await app.runEndReactor.settled();
      return rows;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the runs did not end');
}

const titleOf = async (sequenceId: string) => ((await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${sequenceId}`, headers: { authorization: ada.token } })).json() as { title: string }).title;

describe('a failed run starts its error workflow and alerts, debounced (D129)', () => {
  let failingId: string;
  let errorWorkflowId: string;
  let summary: FailedRunSummary;

  it('starts the error workflow once, with the failed run’s summary as its input', async () => {
    failingId = await api.sequenceWith(ada, failing);
    errorWorkflowId = await api.sequenceWith(ada, echo);
    await putSettings(failingId, { ...channels('/hook'), errorWorkflowId });
    const run = await runOnce(failingId);
    expect(run.status).toBe('failed');
    const title = await titleOf(failingId);
    summary = {
      sequence: { id: failingId, title },
      run: { id: run.id, link: `${publicUrl}${runPath(title, run.id)}` },
      failedNode: { id: 'Fetch orders', label: 'Fetch orders', type: 'transform' },
      error: run.error ?? '',
      startedBy: run.executedBy,
    };
    expect(summary.error).toContain('the shop said 503');
    const errorRuns = await settledRunsOf(errorWorkflowId);
    expect(errorRuns).toHaveLength(1);
    expect(errorRuns[0]).toMatchObject({ status: 'completed', trigger: { kind: 'error-workflow', failedRunId: run.id }, output: summary });
  });

  it('alerts at once on every channel: Slack’s text, the signed JSON, the e-mail, the bell', async () => {
    const slack = receiver.on('/slack');
    expect(slack).toHaveLength(1);
    expect(JSON.parse(slack[0]!.body)).toEqual({ text: alertTexts.failureText(summary) });
    expect(slack[0]!.body).toContain('Fetch orders');

    const [hook] = receiver.on('/hook');
    expect(receiver.on('/hook')).toHaveLength(1);
    expect(JSON.parse(hook!.body)).toEqual({ kind: 'failure', ...summary });
    // What the README tells a receiver to check: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">.
    const signature = String(hook!.headers['botflow-signature']);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(v1).toBe(createHmac('sha256', 'signing-secret').update(`${t}.${hook!.body}`).digest('hex'));
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);

    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]).toContain('ada@example.com');
    expect(mail.received[0]).toContain(`Subject: ${alertTexts.failureTitle(summary)}`);

    const bell = notificationListSchema.parse((await app.inject({ method: 'GET', url: '/v1/notifications', headers: { authorization: ada.token } })).json());
    expect(bell.unread).toBe(1);
    expect(bell.items[0]).toMatchObject({ kind: 'failure', title: alertTexts.failureTitle(summary), runId: summary.run.id, link: runPath(summary.sequence.title, summary.run.id) });

    const settings = failureSettingsAnswerSchema.parse((await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${failingId}/failure-settings`, headers: { authorization: ada.token } })).json());
    expect(settings.recentAlerts.map((each) => [each.channel, each.kind, each.status]).sort()).toEqual([
      ['email', 'failure', 'sent'],
      ['slack', 'failure', 'sent'],
      ['webhook', 'failure', 'sent'],
    ]);
  });

  it('tells further failures within the hour only as a digest, once it is due', async () => {
    await runOnce(failingId);
    await runOnce(failingId);
    expect(receiver.on('/slack')).toHaveLength(1);
    expect(await settledRunsOf(errorWorkflowId)).toHaveLength(3);
    // Not yet due: nothing.
    await app.runEndReactor.sendDueDigests(new Date(Date.now() + 10 * 60 * 1000));
    expect(receiver.on('/slack')).toHaveLength(1);
    await app.runEndReactor.sendDueDigests(new Date(Date.now() + 61 * 60 * 1000));
    const slack = receiver.on('/slack');
    expect(slack).toHaveLength(2);
    expect(JSON.parse(slack[1]!.body).text).toMatch(new RegExp(`^${summary.sequence.title}: 2 more failures since \\d\\d:\\d\\d UTC\\n`));
    expect(JSON.parse(receiver.on('/hook')[1]!.body)).toMatchObject({ kind: 'digest', failures: 2, sequence: { id: failingId } });
    // Told once: a second sweep finds nothing due.
    await app.runEndReactor.sendDueDigests(new Date(Date.now() + 62 * 60 * 1000));
    expect(receiver.on('/slack')).toHaveLength(2);
  });

  it('tells the recovery once: the first completed run after failures', async () => {
    await saveWorkflow(failingId, passing);
    const recovered = await runOnce(failingId);
    expect(recovered.status).toBe('completed');
    await runOnce(failingId);
    const slack = receiver.on('/slack');
    expect(slack).toHaveLength(3);
    expect(JSON.parse(slack[2]!.body)).toEqual({ text: alertTexts.recoveryText(summary.sequence.title, `${publicUrl}${runPath(summary.sequence.title, recovered.id)}`) });
    expect(JSON.parse(receiver.on('/hook')[2]!.body)).toMatchObject({ kind: 'recovery', run: { id: recovered.id } });
    const bell = notificationListSchema.parse((await app.inject({ method: 'GET', url: '/v1/notifications', headers: { authorization: ada.token } })).json());
    expect(bell.items.map((each) => each.kind)).toEqual(['recovery', 'digest', 'failure']);
  });
});

describe('an error workflow’s own failure (D147)', () => {
  it('starts no error workflow: two sequences naming each other do not start each other for ever', async () => {
    const first = await api.sequenceWith(ada, failing);
    const second = await api.sequenceWith(ada, failing);
    await putSettings(first, { ...channels('/loop'), email: false, slackCredential: null, errorWorkflowId: second });
    await putSettings(second, { ...channels('/loop'), email: false, slackCredential: null, errorWorkflowId: first });
    await runOnce(first);
    const seconds = await settledRunsOf(second);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seconds).toHaveLength(1);
    expect(seconds[0]).toMatchObject({ status: 'failed', trigger: { kind: 'error-workflow' } });
    expect(await runsOf(first)).toHaveLength(1);
    // Each still alerts its own failure.
    expect(receiver.on('/loop')).toHaveLength(2);
  });
});

describe('what is not a failure to tell', () => {
  it('a failing generic webhook is recorded as failed with why, and the other channels still go', async () => {
    const sequenceId = await api.sequenceWith(ada, failing);
    receiver.answer(500);
    try {
      await putSettings(sequenceId, { ...channels('/refusing'), email: false });
      await runOnce(sequenceId);
    } finally {
      receiver.answer(200);
    }
    const settings = failureSettingsAnswerSchema.parse((await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${sequenceId}/failure-settings`, headers: { authorization: ada.token } })).json());
    expect(settings.recentAlerts.map((each) => [each.channel, each.status, each.error]).sort()).toEqual([
      ['slack', 'failed', 'The webhook answered 500'],
      ['webhook', 'failed', 'The webhook answered 500'],
    ]);
  });

  it('a cancelled run tells nothing', async () => {
    const sequenceId = await api.sequenceWith(ada, chain(node('start', 'start'), node('Wait', 'transform', { code: 'await sleep(5000); return input;' }), node('end', 'end')));
    await putSettings(sequenceId, channels('/cancelled'));
    const started = await api.startRun(ada, sequenceId);
    const runId = (started.json() as { id: string }).id;
    await api.until(ada, runId, (run) => run.status === 'running');
    await app.inject({ method: 'POST', url: `/v1/workflows/runs/${runId}/cancel`, headers: { authorization: ada.token } });
    await api.until(ada, runId, (run) => run.status === 'cancelled');
    await app.runEndReactor.settled();
    expect(receiver.on('/cancelled')).toHaveLength(0);
    const [state] = await database.db.select().from(workflowRuns).where(and(eq(workflowRuns.id, runId), eq(workflowRuns.status, 'cancelled')));
    expect(state).toBeDefined();
  });
});
