import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { defaultGeminiModel } from '../../../server/assistant/gemini';
import type { Database } from '../../../server/db/database';
import { assistantApology, assistantStreamEventSchema, type AssistantStreamEvent } from '../../../src/domain/assistant/chat';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { startFakeGemini, type FakeGemini } from './fake-gemini';
import { parseEventStream } from '../event-stream-events';

const secretKey = 'AIza-test-key-that-must-never-leave-the-server';

/** The answer's events, as the browser reads them from the text/event-stream. */
const eventsOf = (payload: string): AssistantStreamEvent[] => parseEventStream(payload, assistantStreamEventSchema);

const chat = (app: App, user: UserWithToken, text: string) =>
  app.inject({ method: 'POST', url: '/v1/assistant/chat', headers: { authorization: user.token }, payload: { messages: [{ role: 'user', text }] } });

describe('POST /v1/assistant/chat without a key: Flo answers offline from the docs (D36)', () => {
  let app: App;
  let database: Database;
  let stop: () => Promise<void>;
  let user: UserWithToken;
  beforeAll(async () => {
    ({ app, database, stop } = await startTestApp());
    user = await createUserWithToken(database);
  });
  afterAll(() => stop());

  it('"How do I add a start node?" gets the passage that explains it, quoted and linked, and says it is offline', async () => {
    const response = await chat(app, user, 'How do I add a start node?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = eventsOf(response.payload);
    expect(events.at(-1)).toEqual({ type: 'done', mode: 'offline' });
    const answer = events.flatMap((event) => (event.type === 'chunk' ? [event.text] : [])).join('');
    expect(answer).toMatch(/^I'm answering offline, from Botflow's documentation\./);
    expect(answer).toContain('From **Nodes › Where nodes come from** ([read it](/documents/nodes#where-nodes-come-from))');
    expect(answer).toContain('> The palette (Bots, then Search Bots & Scripts) groups ready-made items by category');
    expect(answer).toContain('open **Flow Control** and pick **Start**');
    expect(answer).not.toContain('You asked');
  });

  it('says so when the docs have nothing on the question', async () => {
    const answer = eventsOf((await chat(app, user, 'qwxzv')).payload)[0];
    expect(answer).toMatchObject({ type: 'chunk', text: expect.stringContaining('I could not find that there.') as string });
  });

  it('refuses a conversation that does not end with a message of the user, and a caller who is not signed in', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/v1/assistant/chat',
      headers: { authorization: user.token },
      payload: { messages: [{ role: 'model', text: 'Hi' }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ detail: string }>().detail).toContain('The last message must be a non-blank message of the user');
    expect((await app.inject({ method: 'POST', url: '/v1/assistant/chat', payload: { messages: [{ role: 'user', text: 'Hi' }] } })).statusCode).toBe(401);
  });

  it('allows 20 messages a minute per user, then a 429 that says when to try again; another user is not held back', async () => {
    const busy = await createUserWithToken(database);
    for (let sent = 0; sent < 20; sent += 1) expect((await chat(app, busy, 'scripts')).statusCode).toBe(200);
    const refused = await chat(app, busy, 'scripts');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toMatch(/^You have sent too many messages to Flo\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await chat(app, user, 'scripts')).statusCode).toBe(200);
  });
});

describe('POST /v1/assistant/chat with a key: the answer streams from Gemini (D13, D34, D35)', () => {
  let app: App;
  let stop: () => Promise<void>;
  let user: UserWithToken;
  let fake: FakeGemini;
  beforeAll(async () => {
    fake = await startFakeGemini();
    let database;
    ({ app, database, stop } = await startTestApp({ gemini: { apiKey: secretKey, model: defaultGeminiModel, baseUrl: fake.baseUrl } }));
    user = await createUserWithToken(database);
  });
  afterAll(async () => {
    await stop();
    await fake.close();
  });

  it('passes the chunks on as they come, then done', async () => {
    fake.answerWith({ kind: 'stream', chunks: ['Press **Bots**, ', 'open Flow Control ', 'and pick Start.'] });
    const response = await chat(app, user, 'How do I add a start node?');
    expect(eventsOf(response.payload)).toEqual([
      { type: 'chunk', text: 'Press **Bots**, ' },
      { type: 'chunk', text: 'open Flow Control ' },
      { type: 'chunk', text: 'and pick Start.' },
      { type: 'done', mode: 'online' },
    ]);
    expect(response.payload).not.toContain(secretKey);
  });

  it.each([401, 403, 429, 500])('a %i from the AI service reaches the user only as the apology', async (status) => {
    fake.answerWith({ kind: 'status', status, message: `Lỗi ${status}: dịch vụ AI không khả dụng` });
    const response = await chat(app, user, 'hello');
    expect(response.statusCode).toBe(200);
    expect(eventsOf(response.payload)).toEqual([{ type: 'error', message: assistantApology }]);
    expect(response.payload).not.toContain('dịch vụ');
    expect(response.payload).not.toContain(secretKey);
  });

  it('stops the upstream call when the browser goes away mid-answer', async () => {
    fake.answerWith({ kind: 'stream', chunks: Array.from({ length: 100 }, (_, index) => `part ${index} `), pauseMs: 30 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const stopped = new AbortController();
    const response = await fetch(`${address}/v1/assistant/chat`, {
      method: 'POST',
      headers: { authorization: user.token, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', text: 'a long answer' }] }),
      signal: stopped.signal,
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('"type":"chunk"');
    stopped.abort();
    await expect.poll(() => fake.requests.at(-1)!.closedEarly, { timeout: 1000 }).toBe(true);
  });
});
