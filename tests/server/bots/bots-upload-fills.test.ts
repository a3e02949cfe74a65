import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import type { Bot } from '../../../src/domain/bots/bots';
import { workflowFileMessages } from '../../../src/domain/bots/workflow-file-fields';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { multipartBody, multipartBoundary } from '../multipart-body';
import { startTestApp } from '../test-app';

/** D83: a saved-workflow file that carries a title or priority fills the fields the user left empty. */

let app: App;
let database: Database;
let stop: () => Promise<void>;
let owner: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  owner = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
});
afterAll(() => stop());

const workflow = {
  nodes: [
    { id: 'node-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Start Node', type: 'start', properties: {} } },
    { id: 'node-2', type: 'end', position: { x: 200, y: 0 }, data: { label: 'End Node', type: 'end', properties: {} } },
  ],
  edges: [{ id: 'edge-1', source: 'node-1', target: 'node-2' }],
  viewport: { x: 0, y: 0, zoom: 1 },
};

function upload(fields: Record<string, string>, file: object | string, type = 'application/json') {
  const content = typeof file === 'string' ? file : JSON.stringify(file);
  return app.inject({
    method: 'POST',
    url: '/v1/bots/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${multipartBoundary}`, authorization: owner.token },
    payload: multipartBody(fields, { name: 'flow.json', type, content }),
  });
}

const empty = { name: '', description: 'Exports the day', priority: '', notes: '' };

describe('an uploaded saved workflow', () => {
  it("fills an empty name and priority with the file's title and priority", async () => {
    const response = await upload(empty, { ...workflow, title: '  Nightly export  ', priority: 'high' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json() as Bot).toMatchObject({ title: 'Nightly export', priority: 'high', description: 'Exports the day', hasWorkflow: true });
  });

  it('leaves what the user typed alone', async () => {
    const response = await upload({ ...empty, name: 'My name', priority: 'low' }, { ...workflow, title: 'From the file', priority: 'high' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json() as Bot).toMatchObject({ title: 'My name', priority: 'low' });
  });

  it('fills only what the file carries: a title alone keeps the default priority, a priority alone needs a typed name', async () => {
    const titled = await upload(empty, { ...workflow, title: 'Titled' });
    expect(titled.json() as Bot).toMatchObject({ title: 'Titled', priority: 'normal' });
    const prioritised = await upload({ ...empty, name: 'Typed' }, { ...workflow, priority: 'Low' });
    expect(prioritised.json() as Bot).toMatchObject({ title: 'Typed', priority: 'low' });
    const nameless = await upload(empty, { ...workflow, priority: 'low' });
    expect([nameless.statusCode, nameless.json().detail]).toEqual([422, 'title: Bot name is required']);
  });

  it("refuses a title or priority the form could not take, naming the file's field", async () => {
    const long = await upload(empty, { ...workflow, title: 'x'.repeat(51) });
    expect([long.statusCode, long.json().detail]).toEqual([422, `file: ${workflowFileMessages.titleTooLong}`]);
    const urgent = await upload(empty, { ...workflow, title: 'Fine', priority: 'urgent' });
    expect([urgent.statusCode, urgent.json().detail]).toEqual([422, `file: ${workflowFileMessages.priority}`]);
    const numbered = await upload(empty, { ...workflow, title: 7 });
    expect([numbered.statusCode, numbered.json().detail]).toEqual([422, `file: ${workflowFileMessages.titleNotText}`]);
  });

  it('a file that is no saved workflow, or a text file, fills nothing', async () => {
    const settings = await upload(empty, { title: 'Settings', priority: 'high' });
    expect([settings.statusCode, settings.json().detail]).toEqual([422, 'title: Bot name is required']);
    const text = await upload(empty, 'title: Notes', 'text/plain');
    expect([text.statusCode, text.json().detail]).toEqual([422, 'title: Bot name is required']);
  });
});
