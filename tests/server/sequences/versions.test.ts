import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { workflowRuns } from '../../../server/db/schema/runs';
import { sequenceVersions } from '../../../server/db/schema/sequences';
import { sequenceVersionDetailSchema, sequenceVersionListSchema, versionRestoreAnswerSchema } from '../../../src/domain/sequences/versions';
import type { SavedWorkflow, WorkflowNode } from '../../../src/domain/workflow/saved-workflow';
import { serverRunSchema } from '../../../src/domain/workflow/server-runs';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';

/** D69: every save of a sequence's workflow is a version; the last 100 are kept, and those runs refer to. */

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

const base = '/v1/sequences/sequences';

const node = (id: string, label: string, type: string, properties: Record<string, unknown> = {}): WorkflowNode => ({
  id,
  type,
  position: { x: 0, y: 0 },
  data: { label, type, properties },
});
const workflowOf = (...nodes: WorkflowNode[]): SavedWorkflow => ({
  nodes,
  edges: nodes.slice(1).map((each, index) => ({ id: `e${index}`, source: nodes[index]!.id, target: each.id })),
  viewport: { x: 0, y: 0, zoom: 1 },
});

const start = node('start', 'Start', 'start');
const fetchPrices = node('fetch', 'Fetch prices', 'api', { url: 'https://example.com/a' });
const wait = node('wait', 'Wait', 'transform', { code: 'return {};' });
const end = node('end', 'End', 'end');
const first = workflowOf(start, fetchPrices, wait, end);

async function createSequence(user: UserWithToken, items: unknown[] = []): Promise<string> {
  const response = await app.inject({ method: 'POST', url: base, headers: { authorization: user.token }, payload: { title: `Flow ${Math.random().toString(36).slice(2, 8)}`, items } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function save(user: UserWithToken, id: string, workflow: SavedWorkflow) {
  const current = await app.inject({ method: 'GET', url: `${base}/${id}`, headers: { authorization: user.token } });
  const response = await app.inject({ method: 'PUT', url: `${base}/${id}`, headers: { authorization: user.token }, payload: { title: (current.json() as { title: string }).title, items: [workflow] } });
  expect(response.statusCode, response.body).toBe(200);
}

const get = (user: UserWithToken, url: string) => app.inject({ method: 'GET', url, headers: { authorization: user.token } });

async function versions(user: UserWithToken, id: string) {
  const response = await get(user, `${base}/${id}/versions`);
  expect(response.statusCode, response.body).toBe(200);
  return sequenceVersionListSchema.parse(response.json());
}

describe('versions (D69)', () => {
  it('makes a version of every save, numbered per sequence, with what changed against the one before', async () => {
    const id = await createSequence(ada);
    expect(await versions(ada, id)).toEqual([]);
    await save(ada, id, first);
    const second = workflowOf(start, { ...fetchPrices, data: { ...fetchPrices.data, properties: { url: 'https://example.com/b' } } }, end, node('send', 'Send report', 'email'));
    await save(ada, id, second);
    // Only the title: the edit dialog's save is not a save of the workflow.
    const title = await app.inject({ method: 'PUT', url: `${base}/${id}`, headers: { authorization: ada.token }, payload: { title: 'Renamed flow' } });
    expect(title.statusCode).toBe(200);

    const list = await versions(ada, id);
    expect(list).toEqual([
      { number: 2, saved_at: expect.any(String), saved_by: 'Ada Lovelace', node_count: 4, edge_count: 3, summary: 'Added Send report; changed Fetch prices; removed Wait' },
      { number: 1, saved_at: expect.any(String), saved_by: 'Ada Lovelace', node_count: 4, edge_count: 3, summary: 'First version' },
    ]);
    const detail = sequenceVersionDetailSchema.parse((await get(ada, `${base}/${id}/versions/1`)).json());
    expect(detail.workflow).toEqual(first);

    // Another sequence counts from 1; one created with a workflow starts there.
    const other = await createSequence(ada, [first]);
    expect((await versions(ada, other)).map((version) => [version.number, version.summary])).toEqual([[1, 'First version']]);
  });

  it('keeps the last 100 versions and every version a run refers to', async () => {
    const id = await createSequence(ada);
    await save(ada, id, first);
    const run = await app.inject({ method: 'POST', url: `${base}/${id}/runs`, headers: { authorization: ada.token } });
    expect(run.statusCode, run.body).toBe(202);
    const started = serverRunSchema.parse(run.json());
    expect(started.version).toBe(1);
    const [stored] = await database.db.select({ version: workflowRuns.version }).from(workflowRuns).where(eq(workflowRuns.id, started.id));
    expect(stored?.version).toBe(1);

    for (let n = 2; n <= 102; n += 1) await save(ada, id, workflowOf(start, node('fetch', `Fetch ${n}`, 'api', { url: `https://example.com/${n}` }), end));
    const numbers = (await versions(ada, id)).map((version) => version.number);
    // 102 saves: 3..102 are the last hundred, 2 is pruned, 1 stays because the run ran it.
    expect(numbers).toHaveLength(101);
    expect(numbers[0]).toBe(102);
    expect(numbers.at(-2)).toBe(3);
    expect(numbers.at(-1)).toBe(1);
    expect((await get(ada, `${base}/${id}/versions/2`)).statusCode).toBe(404);
    const kept = sequenceVersionDetailSchema.parse((await get(ada, `${base}/${id}/versions/1`)).json());
    expect(kept.workflow).toEqual(first);
    // The run's JSON still names it.
    const read = serverRunSchema.parse((await get(ada, `/v1/workflows/runs/${started.id}`)).json());
    expect(read.version).toBe(1);
  });

  it('restores a version as a new one, and the sequence holds its workflow', async () => {
    const id = await createSequence(ada);
    await save(ada, id, first);
    await save(ada, id, workflowOf(start, end));
    const response = await app.inject({ method: 'POST', url: `${base}/${id}/versions/1/restore`, headers: { authorization: ada.token } });
    expect(response.statusCode, response.body).toBe(200);
    const answer = versionRestoreAnswerSchema.parse(response.json());
    expect(answer.version).toMatchObject({ number: 3, saved_by: 'Ada Lovelace', node_count: 4, edge_count: 3, summary: 'Restored version 1: added Fetch prices, Wait' });
    expect(answer.workflow).toEqual(first);
    const sequence = (await get(ada, `${base}/${id}`)).json() as { items: unknown[] };
    expect(sequence.items).toEqual([first]);
    expect((await versions(ada, id)).map((version) => version.number)).toEqual([3, 2, 1]);
  });

  it('answers 404 for another user\'s sequence and an unknown version, 422 for a version that is no number', async () => {
    const id = await createSequence(ada, [first]);
    for (const url of [`${base}/${id}/versions`, `${base}/${id}/versions/1`]) {
      const response = await get(eve, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Sequence not found' });
    }
    const restore = await app.inject({ method: 'POST', url: `${base}/${id}/versions/1/restore`, headers: { authorization: eve.token } });
    expect(restore.statusCode).toBe(404);
    expect((await database.db.select().from(sequenceVersions).where(eq(sequenceVersions.sequenceId, id))).map((row) => row.number)).toEqual([1]);

    const unknown = await get(ada, `${base}/${id}/versions/7`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Version not found' });
    const unknownRestore = await app.inject({ method: 'POST', url: `${base}/${id}/versions/7/restore`, headers: { authorization: ada.token } });
    expect(unknownRestore.statusCode).toBe(404);

    for (const bad of ['abc', '0', '1.5']) {
      const response = await get(ada, `${base}/${id}/versions/${bad}`);
      expect(response.statusCode, bad).toBe(422);
      expect((response.json() as { detail: string }).detail).toMatch(/^n: Version must be/);
    }
    const anonymous = await app.inject({ method: 'GET', url: `${base}/${id}/versions` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('documents the three endpoints in the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths[`${base}/{id}/versions`] ?? {})).toContain('get');
    expect(Object.keys(paths[`${base}/{id}/versions/{n}`] ?? {})).toContain('get');
    expect(Object.keys(paths[`${base}/{id}/versions/{n}/restore`] ?? {})).toContain('post');
  });

  it('refuses an invalid workflow save with 422 and makes no version of it', async () => {
    const id = await createSequence(ada, [first]);
    const response = await app.inject({ method: 'PUT', url: `${base}/${id}`, headers: { authorization: ada.token }, payload: { title: 'Still', items: ['not an object'] } });
    expect(response.statusCode).toBe(422);
    expect((await versions(ada, id)).map((version) => version.number)).toEqual([1]);
  });
});
