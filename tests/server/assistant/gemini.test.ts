import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsIndex } from '../../../server/assistant/docs-index';
import { AssistantFailure, defaultGeminiModel, streamGemini, type GeminiSettings } from '../../../server/assistant/gemini';
import type { AssistantChatRequest } from '../../../src/domain/assistant/chat';
import { startFakeGemini, type FakeGemini } from './fake-gemini';

let fake: FakeGemini;
let settings: GeminiSettings;
beforeAll(async () => {
  fake = await startFakeGemini();
  settings = { apiKey: 'test-key-not-a-secret', model: defaultGeminiModel, baseUrl: fake.baseUrl };
});
afterAll(() => fake.close());

const ask = (text: string, extra: Partial<AssistantChatRequest> = {}): AssistantChatRequest => ({ messages: [{ role: 'user', text }], ...extra });

async function collect(request: AssistantChatRequest, signal = new AbortController().signal, overrides: Partial<GeminiSettings> = {}) {
  const chunks: string[] = [];
  for await (const text of streamGemini({ ...settings, ...overrides }, request, docsIndex().search(request.messages.at(-1)!.text), signal)) chunks.push(text);
  return chunks;
}

async function failureOf(promise: Promise<unknown>): Promise<AssistantFailure> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AssistantFailure);
  return error as AssistantFailure;
}

describe('Gemini through @google/genai (D34), against a fake server on loopback', () => {
  it("streams the answer chunk by chunk with the spec's request: settings, safety, the last 20 entries, docs and workflow", async () => {
    fake.answerWith({ kind: 'stream', chunks: ['Open ', 'Bots, ', 'then Flow Control.'] });
    const history = Array.from({ length: 24 }, (_, index) => ({ role: index % 2 === 0 ? ('user' as const) : ('model' as const), text: `turn ${index}` }));
    const request = ask('How do I add a start node?', {
      messages: [...history, { role: 'user', text: 'How do I add a start node?' }],
      context: { workflow: { name: 'Daily report', nodes: [{ label: 'Fetch sales', type: 'api' }] } },
    });
    expect(await collect(request)).toEqual(['Open ', 'Bots, ', 'then Flow Control.']);
    const seen = fake.requests.at(-1)!;
    expect(seen.url).toBe(`/v1beta/models/${defaultGeminiModel}:streamGenerateContent?alt=sse`);
    expect(seen.apiKey).toBe('test-key-not-a-secret');
    expect(seen.body.generationConfig).toMatchObject({ temperature: 0.7, topK: 40, topP: 0.95, maxOutputTokens: 1000 });
    expect(seen.body.safetySettings).toEqual(
      ['HARM_CATEGORY_HARASSMENT', 'HARM_CATEGORY_HATE_SPEECH', 'HARM_CATEGORY_SEXUALLY_EXPLICIT', 'HARM_CATEGORY_DANGEROUS_CONTENT'].map((category) => ({
        category,
        threshold: 'BLOCK_MEDIUM_AND_ABOVE',
      })),
    );
    expect(seen.body.contents).toHaveLength(20);
    expect(seen.body.contents.at(-1)).toEqual({ role: 'user', parts: [{ text: 'How do I add a start node?' }] });
    const system = seen.body.systemInstruction!.parts[0]!.text;
    expect(system).toContain('English only');
    expect(system).toContain('Where nodes come from (/documents/nodes)');
    expect(system).toContain('- Fetch sales (api)');
  });

  it.each([
    [400, 'API key not valid. Please pass a valid API key.', 'invalid-key'],
    [401, 'Request had invalid authentication credentials.', 'invalid-key'],
    [403, 'The caller does not have permission', 'no-access'],
    [429, 'Resource has been exhausted', 'rate-limited'],
    [500, 'Internal error', 'server-error'],
    [503, 'The model is overloaded', 'server-error'],
  ] as const)('maps a %i to %s, keeping the service text for the log', async (status, message, kind) => {
    fake.answerWith({ kind: 'status', status, message });
    const failure = await failureOf(collect(ask('hello')));
    expect(failure.kind).toBe(kind);
    expect(failure.message).toContain(message);
  });

  it('maps an answer without candidates, a closed port and a silent service', async () => {
    fake.answerWith({ kind: 'empty' });
    expect((await failureOf(collect(ask('hello')))).kind).toBe('no-candidates');
    expect((await failureOf(collect(ask('hello'), undefined, { baseUrl: 'http://127.0.0.1:9' }))).kind).toBe('unreachable');
    fake.answerWith({ kind: 'hang' });
    expect((await failureOf(collect(ask('hello'), undefined, { firstChunkTimeoutMs: 200 }))).kind).toBe('timeout');
  });

  it("stops the upstream request when the caller's signal aborts", async () => {
    fake.answerWith({ kind: 'stream', chunks: Array.from({ length: 50 }, (_, index) => `part ${index} `), pauseMs: 50 });
    const stop = new AbortController();
    const chunks: string[] = [];
    for await (const text of streamGemini(settings, ask('a long answer'), [], stop.signal)) {
      chunks.push(text);
      if (chunks.length === 2) stop.abort();
    }
    expect(chunks.length).toBeLessThan(5);
    await expect.poll(() => fake.requests.at(-1)!.closedEarly, { timeout: 1000 }).toBe(true);
  });
});
