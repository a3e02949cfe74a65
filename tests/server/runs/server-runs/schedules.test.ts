import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import type { Database } from '../../../../server/db/database';
import { scheduleMessages, sequenceSchema } from '../../../../src/domain/sequences/sequences';
import { workflowRunPageSchema } from '../../../../src/domain/workflow/workflow-runs';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp({ runs: { work: true } }));
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
});
afterAll(() => stop());

const node = (id: string, type: string, properties: Record<string, unknown> = {}) => ({ id, type, position: { x: 0, y: 0 }, data: { label: id, type, properties } });
function workflowWith(cron: string | null) {
  const nodes = [node('Begin', 'start'), node('Every morning', 'timer', cron === null ? { seconds: 0 } : { seconds: 0, cron }), node('Done', 'end')];
  return { nodes, edges: nodes.slice(1).map((each, index) => ({ id: `e${index}`, source: nodes[index]!.id, target: each.id })), viewport: { x: 0, y: 0, zoom: 1 } };
}

async function createSequence(cron: string | null): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/sequences/sequences',
    headers: { authorization: ada.token },
    payload: { title: `Morning ${Math.random().toString(36).slice(2, 8)}`, description: '', items: [workflowWith(cron)] },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

const setActive = (id: string, active: boolean, user = ada) => app.inject({ method: 'PUT', url: `/v1/sequences/sequences/${id}/active`, headers: { authorization: user.token }, payload: { active } });

describe('schedule nodes and Workflow Active (D63)', () => {
  it('schedules each schedule node on pg-boss while the sequence is active, follows saves, and unschedules when turned off or deleted', async () => {
    const id = await createSequence('0 8 * * 1-5');
    expect(await app.runQueue.schedulesOf(id)).toEqual([]);

    const on = await setActive(id, true);
    expect(on.statusCode).toBe(200);
    expect(sequenceSchema.parse(on.json()).active).toBe(true);
    expect(await app.runQueue.schedulesOf(id)).toEqual([{ cron: '0 8 * * 1-5', timezone: 'UTC' }]);

    // A save with another cron moves the schedule; one without a cron removes it.
    const save = (cron: string | null) => app.inject({ method: 'PUT', url: `/v1/sequences/sequences/${id}`, headers: { authorization: ada.token }, payload: { title: 'Morning Report', description: '', items: [workflowWith(cron)] } });
    expect((await save('30 6 * * *')).statusCode).toBe(200);
    expect(await app.runQueue.schedulesOf(id)).toEqual([{ cron: '30 6 * * *', timezone: 'UTC' }]);
    expect((await save(null)).statusCode).toBe(200);
    expect(await app.runQueue.schedulesOf(id)).toEqual([]);
    expect((await save('30 6 * * *')).statusCode).toBe(200);

    expect(sequenceSchema.parse((await setActive(id, false)).json()).active).toBe(false);
    expect(await app.runQueue.schedulesOf(id)).toEqual([]);

    expect((await setActive(id, true)).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/v1/sequences/sequences/${id}`, headers: { authorization: ada.token } })).statusCode).toBe(204);
    expect(await app.runQueue.schedulesOf(id)).toEqual([]);
  });

  it('refuses to activate, or to save while active, a cron pg-boss cannot read, naming the node (422)', async () => {
    const id = await createSequence('at 8 am');
    const refused = await setActive(id, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: scheduleMessages.invalidCron('Every morning', 'at 8 am') });
    expect(sequenceSchema.parse((await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${id}`, headers: { authorization: ada.token } })).json()).active).toBe(false);

    const good = await createSequence('0 8 * * *');
    expect((await setActive(good, true)).statusCode).toBe(200);
    const badSave = await app.inject({ method: 'PUT', url: `/v1/sequences/sequences/${good}`, headers: { authorization: ada.token }, payload: { title: 'Morning Good', description: '', items: [workflowWith('99 * * * *')] } });
    expect(badSave.statusCode).toBe(422);
    expect(await app.runQueue.schedulesOf(good)).toEqual([{ cron: '0 8 * * *', timezone: 'UTC' }]);
  });

  it("answers 404 for another user's sequence and refuses a body without a boolean", async () => {
    const id = await createSequence('0 8 * * *');
    const eve = await createUserWithToken(database);
    expect((await setActive(id, true, eve)).statusCode).toBe(404);
    const malformed = await app.inject({ method: 'PUT', url: `/v1/sequences/sequences/${id}/active`, headers: { authorization: ada.token }, payload: { active: 'yes' } });
    expect(malformed.statusCode).toBe(422);
  });

  it('a schedule that comes due runs the sequence as its owner, and does nothing once it was turned off', async () => {
    const id = await createSequence('0 8 * * *');
    expect((await setActive(id, true)).statusCode).toBe(200);
    // What pg-boss's cron calls when the minute comes (its own clock is pg-boss's to test).
    await app.runQueue.scheduleDue(id, 'Every morning');
    const runs = async () => workflowRunPageSchema.parse((await app.inject({ method: 'GET', url: `/v1/workflows/runs?sequence_id=${id}`, headers: { authorization: ada.token } })).json()).items;
    // D135: from Start, through the Schedule node, as before; the run names the node that came due.
    await expect
      .poll(async () => (await runs()).map(({ status, executedBy, kind, trigger }) => ({ status, executedBy, kind, trigger })), { timeout: 10_000 })
      .toEqual([{ status: 'completed', executedBy: 'Ada Lovelace (schedule)', kind: 'server', trigger: { kind: 'schedule', nodeId: 'Every morning' } }]);

    expect((await setActive(id, false)).statusCode).toBe(200);
    await app.runQueue.scheduleDue(id);
    expect(await runs()).toHaveLength(1);
  });
});
