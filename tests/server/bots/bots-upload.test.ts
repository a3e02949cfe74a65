import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { botFileMessages, maxBotFileBytes } from '../../../src/domain/bots/bot-file';
import type { Bot } from '../../../src/domain/bots/bots';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { multipartBody, multipartBoundary } from '../multipart-body';
import { startTestApp } from '../test-app';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let owner: UserWithToken;
let stranger: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  owner = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  stranger = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
});
afterAll(() => stop());

const boundary = multipartBoundary;

const form = { name: 'Nightly export', description: 'Exports the day', priority: 'high', notes: 'From a file' };

function upload(user: UserWithToken | null, payload: Buffer | Readable) {
  return app.inject({
    method: 'POST',
    url: '/v1/bots/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(user ? { authorization: user.token } : {}) },
    payload,
  });
}

const workflowFile = JSON.stringify({
  nodes: [
    { id: 'node-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Start Node', type: 'start', properties: {} } },
    { id: 'node-2', type: 'end', position: { x: 200, y: 0 }, data: { label: 'End Node', type: 'end', properties: {} } },
  ],
  edges: [{ id: 'edge-1', source: 'node-1', target: 'node-2' }],
  viewport: { x: 0, y: 0, zoom: 1 },
});

describe('uploading a bot', () => {
  it('turns a saved workflow file into the bot, inactive and by the uploader, and serves the file back to its owner only', async () => {
    const response = await upload(owner, multipartBody(form, { name: 'export.json', type: 'application/json', content: workflowFile }));
    expect(response.statusCode, response.body).toBe(201);
    const bot = response.json() as Bot;
    expect(bot).toMatchObject({ title: 'Nightly export', description: 'Exports the day', priority: 'high', notes: 'From a file', author: 'Ada Lovelace', isActive: false, hasWorkflow: true });
    expect(bot.configFile).toEqual({ name: 'export.json', type: 'application/json', size: Buffer.byteLength(workflowFile) });
    const file = await app.inject({ method: 'GET', url: `/v1/bots/${bot.id}/file`, headers: { authorization: owner.token } });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(workflowFile);
    expect(file.headers['content-disposition']).toContain('export.json');
    expect((await app.inject({ method: 'GET', url: `/v1/bots/${bot.id}/file`, headers: { authorization: stranger.token } })).statusCode).toBe(404);
  });

  it('keeps a text file, or JSON that is no workflow, as the file alone', async () => {
    const text = await upload(owner, multipartBody(form, { name: 'notes.txt', type: 'text/plain', content: 'run at 06:00\n' }));
    expect(text.statusCode).toBe(201);
    expect(text.json()).toMatchObject({ hasWorkflow: false, configFile: { name: 'notes.txt', type: 'text/plain', size: 13 } });
    const json = await upload(owner, multipartBody(form, { name: 'settings.json', type: 'application/json', content: '{"every":"day"}' }));
    expect(json.json()).toMatchObject({ hasWorkflow: false, configFile: { name: 'settings.json' } });
  });

  it('takes the form without a file', async () => {
    const response = await upload(owner, multipartBody(form));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Nightly export', configFile: null, hasWorkflow: false });
  });

  it('refuses, by its content, a PNG named .json and declared JSON; and HTML, and JSON that does not parse', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    for (const file of [
      { name: 'picture.json', type: 'application/json', content: png },
      { name: 'page.html', type: 'text/html', content: '<p>hi</p>' },
      { name: 'broken.json', type: 'application/json', content: '{"nodes": [' },
      { name: 'binary.txt', type: 'text/plain', content: Buffer.from([0x61, 0x00, 0x62]) },
    ]) {
      const response = await upload(owner, multipartBody(form, file));
      expect(response.statusCode, file.name).toBe(415);
      expect(response.json()).toEqual({ detail: botFileMessages.wrongType });
    }
  });

  it('refuses a file over 52,428,800 bytes with a 413 while it streams, and stores nothing', async () => {
    const before = (await app.inject({ method: 'GET', url: '/v1/bots/summary', headers: { authorization: owner.token } })).json().total as number;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHuge\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const chunks = Math.ceil(maxBotFileBytes / chunk.length) + 8;
    // The body is made as it is read, so the test never holds 50 MB at once.
    const body = Readable.from(
      (function* () {
        yield head;
        for (let index = 0; index < chunks; index += 1) {
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const response = await upload(owner, body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: botFileMessages.tooLarge });
    const after = (await app.inject({ method: 'GET', url: '/v1/bots/summary', headers: { authorization: owner.token } })).json().total as number;
    expect(after).toBe(before);
  });

  it("refuses a bad form with the spec's messages before reading the file", async () => {
    const noName = await upload(owner, multipartBody({ ...form, name: ' ' }, { name: 'a.txt', type: 'text/plain', content: 'x' }));
    expect(noName.statusCode).toBe(422);
    expect(noName.json().detail).toContain('title: Bot name is required');
    const badPriority = await upload(owner, multipartBody({ ...form, priority: 'urgent' }));
    expect(badPriority.statusCode).toBe(422);
    expect(badPriority.json().detail).toContain('Priority must be high, normal or low');
  });

  it('needs a session', async () => {
    expect((await upload(null, multipartBody(form))).statusCode).toBe(401);
  });

  it('copies the file and the workflow with a duplicate', async () => {
    const original = (await upload(owner, multipartBody(form, { name: 'export.json', type: 'application/json', content: workflowFile }))).json() as Bot;
    const copy = (await app.inject({ method: 'POST', url: `/v1/bots/${original.id}/duplicate`, headers: { authorization: owner.token } })).json() as Bot;
    expect(copy).toMatchObject({ title: 'Nightly export (copy)', hasWorkflow: true, configFile: original.configFile });
    const file = await app.inject({ method: 'GET', url: `/v1/bots/${copy.id}/file`, headers: { authorization: owner.token } });
    expect(file.body).toBe(workflowFile);
  });
});
