import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { explainDocs } from '../../../server/assistant/known-failures';
import { defaultGeminiModel } from '../../../server/assistant/gemini';
import { assistantApology } from '../../../src/domain/assistant/chat';
import type { ServerRun } from '../../../src/domain/workflow/server-runs';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { chain, node, runsApi } from '../runs/server-runs/runs-api';
import { explained } from './explain-harness';
import { startFakeGemini, type FakeGemini } from './fake-gemini';

/** Ask Flo why online (D92): the real @google/genai client against the fake Gemini. */

const storedToken = 'tok-5f1d0c9e-stored-only-in-credentials';
const typedByHand = 'sk-live-typed-into-a-header-by-hand';
const storedSecret = 'pw-8842-another-stored-secret';

let service: Server;
let serviceBase: string;
let fake: FakeGemini;
let app: App;
let stop: () => Promise<void>;
let ada: UserWithToken;
let run: ServerRun;

const promptOf = (index = -1) => {
  const body = fake.requests.at(index)!.body;
  return [body.systemInstruction?.parts.map((part) => part.text).join('') ?? '', ...body.contents.flatMap((turn) => turn.parts.map((part) => part.text))].join('\n');
};

beforeAll(async () => {
  service = createServer((_, response) => response.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"bad token"}'));
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceBase = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  fake = await startFakeGemini();
  let database;
  ({ app, database, stop } = await startTestApp({
    gemini: { apiKey: 'AIza-explain-test-key', model: defaultGeminiModel, baseUrl: fake.baseUrl },
    runs: { work: true, allowPrivateNetwork: true, queue: { heartbeatMs: 100, engine: { allowPrivateNetwork: true, sandbox: { timeMs: 300, memoryBytes: 8 * 1024 * 1024 }, retryBackoffMs: 5, maxBotDepth: 3 } } },
  }));
  ada = await createUserWithToken(database);
  for (const [name, kind, fields] of [
    ['crm-token', 'token', { value: storedToken }],
    ['typed', 'secret', { value: typedByHand }],
    ['portal', 'login', { username: 'ada@example.com', password: storedSecret }],
  ] as const) {
    const created = await app.inject({ method: 'POST', url: '/v1/credentials', headers: { authorization: ada.token }, payload: { name, kind, fields } });
    expect(created.statusCode, created.body).toBe(201);
  }
  // The token goes through Authentication; the user also typed a stored secret into a header, and the login's password into the URL.
  run = await runsApi(app).runToEnd(
    ada,
    chain(
      node('start', 'start'),
      node('Call CRM', 'api', {
        paletteItem: 'api',
        url: `${serviceBase}/orders?since=today&pw=${storedSecret}`,
        authentication: 'crm-token',
        headers: JSON.stringify({ Accept: 'application/json', 'X-Custom': typedByHand, 'X-Api-Key': 'literal-key-never-stored-anywhere' }),
        timeout: 30,
      }, 100),
      node('end', 'end', {}, 200),
    ),
  );
});
afterAll(async () => {
  await stop();
  await fake.close();
  service.closeAllConnections();
  service.close();
});

describe('POST /v1/assistant/explain with a key', () => {
  it('asks Gemini with the node’s kind, settings, error and logs and no credential value, streams the answer without its FIX line and offers the checked fix', async () => {
    fake.answerWith({ kind: 'stream', chunks: ['The CRM refused ', 'the token (401).\nCheck **Authentication**.\nFI', 'X: {"field": "timeout", "value": 60}'] });
    const { text, last, events, step } = await explained(app, ada, run, 'Call CRM');
    expect(step.error).toMatch(/^The request failed with status 401/);
    const prompt = promptOf();
    expect(prompt).toContain('Its kind: API Call (type api)');
    expect(prompt).toContain('Its error: The request failed with status 401');
    expect(prompt).toMatch(/Its log \(last \d+ lines\):\n {2}GET http:\/\/127\.0\.0\.1:\d+\/orders\?since=today/);
    expect(prompt).toContain('Answered 401');
    expect(prompt).toContain('[timeout] Timeout (seconds): 30');
    expect(prompt).toContain('[authentication] Authentication (credential): "crm-token"');
    expect(prompt).toContain('FIX: {"field"');
    for (const value of [storedToken, typedByHand, storedSecret, 'literal-key-never-stored-anywhere', Buffer.from(`ada@example.com:${storedSecret}`).toString('base64')]) expect(prompt).not.toContain(value);
    expect(prompt).toContain('"X-Custom":"••••"');
    expect(text).toBe('The CRM refused the token (401).\nCheck **Authentication**.\n');
    expect(events.some((event) => event.type === 'chunk' && event.text.includes('FIX'))).toBe(false);
    expect(last).toEqual({ type: 'explained', mode: 'online', docs: explainDocs.inputs, fix: { nodeId: 'Call CRM', field: 'timeout', value: 60, label: 'Set Timeout (seconds) to 60' } });
  });

  it('checks a Run Setting fix against the kind’s schema: a new URL holds', async () => {
    fake.answerWith({ kind: 'stream', chunks: ['Wrong path.\nFIX: {"field": "url", "value": "https://crm.example.com/v2/orders"}\n'] });
    const { text, last } = await explained(app, ada, run, 'Call CRM');
    expect(text).toBe('Wrong path.\n');
    expect(last).toMatchObject({ type: 'explained', mode: 'online', fix: { field: 'url', value: 'https://crm.example.com/v2/orders', label: 'Set URL to https://crm.example.com/v2/orders' } });
  });

  it.each([
    ['a Timeout off its 5 s steps', '{"field": "timeout", "value": 7}'],
    ['an empty required URL', '{"field": "url", "value": ""}'],
    ['a setting the kind has not', '{"field": "selector", "value": "#go"}'],
    ['a credential setting', '{"field": "authentication", "value": "typed"}'],
    ['headers that are not JSON', '{"field": "headers", "value": "{not json"}'],
    ['no JSON at all', 'raise the timeout'],
  ])('drops a fix that does not hold for the node: %s', async (_, line) => {
    fake.answerWith({ kind: 'stream', chunks: [`Something went wrong.\nFIX: ${line}`] });
    const { text, last } = await explained(app, ada, run, 'Call CRM');
    expect(text).toBe('Something went wrong.\n');
    expect(last).toEqual({ type: 'explained', mode: 'online', docs: explainDocs.inputs });
  });

  it('keeps a line that only begins like FIX in the text', async () => {
    fake.answerWith({ kind: 'stream', chunks: ['FIXED', ' nothing yet.'] });
    const { text, last } = await explained(app, ada, run, 'Call CRM');
    expect(text).toBe('FIXED nothing yet.');
    expect(last).toEqual({ type: 'explained', mode: 'online', docs: explainDocs.inputs });
  });

  it('a failure of the AI service reaches the user only as the apology', async () => {
    fake.answerWith({ kind: 'status', status: 500, message: 'upstream broke' });
    const { events } = await explained(app, ada, run, 'Call CRM');
    expect(events).toEqual([{ type: 'error', message: assistantApology }]);
  });
});
