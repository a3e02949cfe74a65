import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { alertDeliveries, notifications, sequenceAlertStates } from '../../../server/db/schema/alerts';
import { workflowRuns } from '../../../server/db/schema/runs';
import type { FailureSettings } from '../../../src/domain/alerts/failure-settings';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { chain, node, runsApi } from '../runs/server-runs/runs-api';
import { startTestApp, testSecretKey } from '../test-app';
import { httpReceiver } from '../../fixtures/loopback-receivers';

/**
 * Two processes on one database see failures of one sequence at once (D144, D145): each run is
 * reacted to once, and of two first failures only one alerts; the other waits for the digest. A second
 * app on the same database stands for the second process.
 */

let app: App;
let other: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let receiver: Awaited<ReturnType<typeof httpReceiver>>;

beforeAll(async () => {
  receiver = await httpReceiver();
  ({ app, database, stop } = await startTestApp({ runs: { allowPrivateNetwork: true } }));
  other = await buildApp({ database, secretKey: testSecretKey, runs: { allowPrivateNetwork: true }, webhooks: { pruneEveryMs: false } });
  ada = await createUserWithToken(database);
  const created = await app.inject({ method: 'POST', url: '/v1/credentials', headers: { authorization: ada.token }, payload: { name: 'team-slack', kind: 'webhookUrl', fields: { url: receiver.url('/slack') } } });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(async () => {
  await other.close();
  await stop();
  await receiver.close();
});

const settings: FailureSettings = { errorWorkflowId: null, onFailure: true, onRecovery: true, email: false, slackCredential: 'team-slack', webhookUrl: null, webhookCredential: null };

async function sequenceWithAlerts(): Promise<string> {
  const id = await runsApi(app).sequenceWith(ada, chain(node('start', 'start'), node('end', 'end')));
  const put = await app.inject({ method: 'PUT', url: `/v1/sequences/sequences/${id}/failure-settings`, headers: { authorization: ada.token }, payload: settings });
  expect(put.statusCode, put.body).toBe(200);
  return id;
}

/** A server run of the sequence that ended as failed, written as a run's end writes it. */
async function failedRun(sequenceId: string): Promise<string> {
  const [row] = await database.db
    .insert(workflowRuns)
    .values({ userId: ada.id, sequenceId, kind: 'server', workflowName: 'Flow', startTime: new Date(), endTime: new Date(), status: 'failed', executedBy: 'Test User', nodesExecuted: 1, error: 'boom', trigger: { kind: 'schedule' } })
    .returning({ id: workflowRuns.id });
  return row!.id;
}

const both = async (react: (each: App) => void) => {
  react(app);
  react(other);
  await Promise.all([app.runEndReactor.settled(), other.runEndReactor.settled()]);
};

describe('alerts across two processes (D144, D145)', () => {
  it('reacts to a run’s end once, however many processes are told of it', async () => {
    const sequenceId = await sequenceWithAlerts();
    const runId = await failedRun(sequenceId);
    await both((each) => each.runEndReactor.react([runId]));
    await both((each) => each.runEndReactor.react([runId]));
    expect(receiver.on('/slack')).toHaveLength(1);
    expect(await database.db.select().from(alertDeliveries).where(eq(alertDeliveries.sequenceId, sequenceId))).toHaveLength(1);
    expect(await database.db.select().from(notifications).where(eq(notifications.sequenceId, sequenceId))).toHaveLength(1);
  });

  it('sends one alert of two first failures seen at once, and counts the other for the digest', async () => {
    const before = receiver.on('/slack').length;
    const sequenceId = await sequenceWithAlerts();
    const [first, second] = [await failedRun(sequenceId), await failedRun(sequenceId)];
    app.runEndReactor.react([first]);
    other.runEndReactor.react([second]);
    await Promise.all([app.runEndReactor.settled(), other.runEndReactor.settled()]);
    expect(receiver.on('/slack')).toHaveLength(before + 1);
    const [state] = await database.db.select().from(sequenceAlertStates).where(eq(sequenceAlertStates.sequenceId, sequenceId));
    expect(state).toMatchObject({ failing: true, pendingFailures: 1 });
    // Both processes sweep when the digest is due: one sends it.
    const later = new Date(Date.now() + 61 * 60 * 1000);
    await Promise.all([app.runEndReactor.sendDueDigests(later), other.runEndReactor.sendDueDigests(later)]);
    const slack = receiver.on('/slack');
    expect(slack).toHaveLength(before + 2);
    expect(JSON.parse(slack.at(-1)!.body).text).toContain('1 more failure since');
  });

  it('tells the recovery once when two processes see completed runs at once', async () => {
    const before = receiver.on('/slack').length;
    const sequenceId = await sequenceWithAlerts();
    await both((each) => each.runEndReactor.react([]));
    const failed = await failedRun(sequenceId);
    app.runEndReactor.react([failed]);
    await app.runEndReactor.settled();
    const completed = await Promise.all(
      [1, 2].map(async () => {
        const [row] = await database.db
          .insert(workflowRuns)
          .values({ userId: ada.id, sequenceId, kind: 'server', workflowName: 'Flow', startTime: new Date(), endTime: new Date(), status: 'completed', executedBy: 'Test User', nodesExecuted: 1, trigger: { kind: 'run' } })
          .returning({ id: workflowRuns.id });
        return row!.id;
      }),
    );
    app.runEndReactor.react([completed[0]!]);
    other.runEndReactor.react([completed[1]!]);
    await Promise.all([app.runEndReactor.settled(), other.runEndReactor.settled()]);
    const kinds = (await database.db.select().from(alertDeliveries).where(eq(alertDeliveries.sequenceId, sequenceId))).map((each) => each.kind).sort();
    expect(kinds).toEqual(['failure', 'recovery']);
    expect(receiver.on('/slack')).toHaveLength(before + 2);
  });

  it('reacts to no test run, node run or run without a sequence', async () => {
    const sequenceId = await sequenceWithAlerts();
    const ids: string[] = [];
    for (const kind of ['test', 'node'] as const) {
      const [row] = await database.db
        .insert(workflowRuns)
        .values({ userId: ada.id, sequenceId, kind, workflowName: 'Flow', startTime: new Date(), endTime: new Date(), status: 'failed', executedBy: 'Test User', nodesExecuted: 1 })
        .returning({ id: workflowRuns.id });
      ids.push(row!.id);
    }
    await both((each) => each.runEndReactor.react(ids));
    expect(await database.db.select().from(alertDeliveries).where(eq(alertDeliveries.sequenceId, sequenceId))).toHaveLength(0);
  });
});
