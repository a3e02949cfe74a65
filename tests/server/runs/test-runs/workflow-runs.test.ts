import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../../server/app';
import type { Database } from '../../../../server/db/database';
import { workflowRuns } from '../../../../server/db/schema/runs';
import { sequences } from '../../../../server/db/schema/sequences';
import { workflowRunPageSchema, workflowRunSchema, type WorkflowRunCreatePayload } from '../../../../src/domain/workflow/workflow-runs';
import { createUserWithToken, type UserWithToken } from '../../fixtures';
import { startTestApp } from '../../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let ada: UserWithToken;
let eve: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  ada = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  eve = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
});
afterAll(() => stop());
beforeEach(async () => {
  await database.db.delete(workflowRuns);
  await database.db.delete(sequences);
});

const runsUrl = '/v1/workflows/runs';

async function createSequence(user: UserWithToken, title: string): Promise<{ id: string; last_run_at: string | null }> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/sequences/sequences',
    headers: { authorization: user.token },
    payload: { title, description: '', items: [] },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function readSequence(user: UserWithToken, id: string) {
  return (await app.inject({ method: 'GET', url: `/v1/sequences/sequences/${id}`, headers: { authorization: user.token } })).json();
}

function runPayload(overrides: Partial<WorkflowRunCreatePayload> = {}): WorkflowRunCreatePayload {
  return {
    workflow_name: 'Morning Report',
    start_time: '2025-03-01T09:00:00.000Z',
    end_time: '2025-03-01T09:00:05.000Z',
    status: 'completed',
    nodes_executed: 4,
    ...overrides,
  };
}

function record(user: UserWithToken, payload: unknown) {
  return app.inject({ method: 'POST', url: runsUrl, headers: { authorization: user.token }, payload: payload as object });
}

async function list(user: UserWithToken, query: Record<string, string | number> = {}) {
  const asText = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await app.inject({ method: 'GET', url: runsUrl, query: asText, headers: { authorization: user.token } });
  return response;
}

describe('POST /v1/workflows/runs', () => {
  it('records a run with the signed-in user\u2019s full name as executor', async () => {
    const response = await record(ada, { ...runPayload(), executed_by: 'Someone Else' });
    expect(response.statusCode).toBe(201);
    const run = workflowRunSchema.parse(response.json());
    expect(run).toEqual({
      id: expect.any(String),
      workflowName: 'Morning Report',
      kind: 'test',
      startTime: '2025-03-01T09:00:00.000Z',
      endTime: '2025-03-01T09:00:05.000Z',
      status: 'completed',
      executedBy: 'Ada Lovelace',
      nodesExecuted: 4,
      rerunOf: null,
      // D69: a simulated run has no version; this one names no sequence.
      version: null,
      sequenceId: null,
      // D135: a simulation is started by no trigger of the server's.
      trigger: null,
      // D128: the simulation follows normal paths only, so it handles no failure.
      failuresHandled: 0,
    });
  });

  it('sets the sequence\u2019s last_run_at to the run\u2019s end time, and a late older run does not move it back', async () => {
    const sequence = await createSequence(ada, 'Morning Report');
    expect(sequence.last_run_at).toBeNull();

    expect((await record(ada, runPayload({ sequence_id: sequence.id, end_time: '2025-03-01T09:00:05.000Z' }))).statusCode).toBe(201);
    expect((await readSequence(ada, sequence.id)).last_run_at).toBe('2025-03-01T09:00:05.000Z');

    const older = runPayload({ sequence_id: sequence.id, start_time: '2025-02-01T09:00:00.000Z', end_time: '2025-02-01T09:00:01.000Z' });
    expect((await record(ada, older)).statusCode).toBe(201);
    expect((await readSequence(ada, sequence.id)).last_run_at).toBe('2025-03-01T09:00:05.000Z');

    const newer = runPayload({ sequence_id: sequence.id, start_time: '2025-04-01T10:00:00+02:00', end_time: '2025-04-01T10:00:09+02:00' });
    expect((await record(ada, newer)).statusCode).toBe(201);
    expect((await readSequence(ada, sequence.id)).last_run_at).toBe('2025-04-01T08:00:09.000Z');
  });

  it('answers 404 for another user\u2019s, an unknown or a malformed sequence id, recording nothing', async () => {
    const evesSequence = await createSequence(eve, 'Eve only');
    for (const sequenceId of [evesSequence.id, '7c9e6679-7425-40de-944b-e07fc1f90ae7', 'not-a-uuid']) {
      const response = await record(ada, runPayload({ sequence_id: sequenceId }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Sequence not found' });
    }
    expect((await readSequence(eve, evesSequence.id)).last_run_at).toBeNull();
    expect((await list(ada)).json()).toEqual({ items: [], total: 0, page: 1, page_size: 20 });
  });

  it.each([
    ['a blank workflow name', { workflow_name: '  ' }, 'Workflow name is required'],
    ['an unknown status', { status: 'running' }, 'status'],
    ['a start time that is not a date', { start_time: 'yesterday' }, 'Invalid date format'],
    ['an end before the start', { end_time: '2025-03-01T08:59:59.000Z' }, 'End time must not be before start time'],
    ['a negative node count', { nodes_executed: -1 }, 'nodes_executed'],
    ['a fractional node count', { nodes_executed: 1.5 }, 'nodes_executed'],
  ])('refuses %s with 422', async (_case, overrides, message) => {
    const response = await record(ada, { ...runPayload(), ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(message);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'POST', url: runsUrl, payload: runPayload() })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: runsUrl })).statusCode).toBe(401);
  });
});

describe('GET /v1/workflows/runs', () => {
  async function recordHistory() {
    const report = await createSequence(ada, 'Morning Report');
    const sync = await createSequence(ada, 'CRM Sync');
    await record(ada, runPayload({ sequence_id: report.id, workflow_name: 'Morning Report', start_time: '2025-03-01T09:00:00Z', end_time: '2025-03-01T09:01:00Z' }));
    await record(ada, runPayload({ sequence_id: report.id, workflow_name: 'Morning Report', start_time: '2025-03-03T09:00:00Z', end_time: '2025-03-03T09:01:00Z', status: 'failed' }));
    await record(ada, runPayload({ sequence_id: report.id, workflow_name: 'Morning Report', start_time: '2025-03-02T09:00:00Z', end_time: '2025-03-02T09:01:00Z' }));
    await record(ada, runPayload({ sequence_id: sync.id, workflow_name: 'CRM Sync', start_time: '2025-03-04T09:00:00Z', end_time: '2025-03-04T09:01:00Z' }));
    await record(ada, runPayload({ workflow_name: '100%_done', start_time: '2025-03-05T09:00:00Z', end_time: '2025-03-05T09:01:00Z' }));
    await record(eve, runPayload({ workflow_name: 'Morning Report', start_time: '2025-03-06T09:00:00Z', end_time: '2025-03-06T09:01:00Z' }));
    return { report, sync };
  }

  const startTimes = (response: { json: () => unknown }) =>
    workflowRunPageSchema.parse(response.json()).items.map((run) => run.startTime.slice(0, 10));

  it('lists only the caller\u2019s runs, newest start first by default', async () => {
    await recordHistory();
    const response = await list(ada);
    expect(response.statusCode).toBe(200);
    expect(startTimes(response)).toEqual(['2025-03-05', '2025-03-04', '2025-03-03', '2025-03-02', '2025-03-01']);
    expect(workflowRunPageSchema.parse(response.json()).items.every((run) => run.executedBy === 'Ada Lovelace')).toBe(true);
  });

  it('narrows to one sequence and sorts ascending on request', async () => {
    const { report } = await recordHistory();
    expect(startTimes(await list(ada, { sequence_id: report.id }))).toEqual(['2025-03-03', '2025-03-02', '2025-03-01']);
    expect(startTimes(await list(ada, { sequence_id: report.id, sort: 'asc' }))).toEqual(['2025-03-01', '2025-03-02', '2025-03-03']);
    expect(startTimes(await list(ada, { sort: 'desc' }))[0]).toBe('2025-03-05');
  });

  it('filters by status', async () => {
    await recordHistory();
    const failed = workflowRunPageSchema.parse((await list(ada, { status: 'failed' })).json()).items;
    expect(failed.map((run) => [run.workflowName, run.status])).toEqual([['Morning Report', 'failed']]);
    expect(startTimes(await list(ada, { status: 'completed' }))).toHaveLength(4);
  });

  it('searches workflow name or executor, case-insensitively and literally', async () => {
    await recordHistory();
    expect(startTimes(await list(ada, { q: 'crm' }))).toEqual(['2025-03-04']);
    expect(startTimes(await list(ada, { q: 'LOVELACE' }))).toHaveLength(5);
    expect(startTimes(await list(ada, { q: 'eve' }))).toEqual([]);
    expect(startTimes(await list(ada, { q: '%' }))).toEqual(['2025-03-05']);
    expect(startTimes(await list(ada, { q: '_' }))).toEqual(['2025-03-05']);
    expect(startTimes(await list(ada, { q: 'report', status: 'completed', sort: 'asc' }))).toEqual(['2025-03-01', '2025-03-02']);
  });

  it('answers 404 for another user\u2019s or a malformed sequence id, 422 for unknown filter values', async () => {
    await recordHistory();
    const evesSequence = await createSequence(eve, 'Eve only');
    for (const sequenceId of [evesSequence.id, 'nope']) {
      const response = await list(ada, { sequence_id: sequenceId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Sequence not found' });
    }
    expect((await list(ada, { sort: 'sideways' })).statusCode).toBe(422);
    expect((await list(ada, { status: 'paused' })).statusCode).toBe(422);
  });

  it('answers one page at a time with the total the filters select, so the dialog sees every run', async () => {
    await recordHistory();
    const first = workflowRunPageSchema.parse((await list(ada, { page_size: 2 })).json());
    expect(first.total).toBe(5);
    expect(first.items.map((run) => run.startTime.slice(0, 10))).toEqual(['2025-03-05', '2025-03-04']);
    expect(startTimes(await list(ada, { page_size: 2, page: 2 }))).toEqual(['2025-03-03', '2025-03-02']);
    expect(startTimes(await list(ada, { page_size: 2, page: 3 }))).toEqual(['2025-03-01']);
    expect(startTimes(await list(ada, { page_size: 2, page: 4 }))).toEqual([]);
    const completedPage = workflowRunPageSchema.parse((await list(ada, { status: 'completed', page_size: 3, page: 2 })).json());
    expect(completedPage).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(completedPage.items).toHaveLength(1);
    for (const query of [{ page: 0 }, { page_size: 0 }, { page_size: 101 }, { page: 'two' }] as Array<Record<string, string | number>>) expect((await list(ada, query)).statusCode).toBe(422);
  });

  it('keeps a deleted sequence\u2019s runs in the caller\u2019s history', async () => {
    const { sync } = await recordHistory();
    await app.inject({ method: 'DELETE', url: `/v1/sequences/sequences/${sync.id}`, headers: { authorization: ada.token } });
    expect(startTimes(await list(ada, { q: 'CRM' }))).toEqual(['2025-03-04']);
  });
});
