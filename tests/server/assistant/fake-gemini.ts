import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake answers next: text chunks (with a pause between them, or held after the first
 * `holdAfter` until the test releases them), a value as JSON text (a structured answer), an error
 * status, nothing, or no answer at all. A request that does not stream (`:generateContent`, as
 * Build with Flo asks) gets the chunks joined in one answer.
 */
export type FakeAnswer =
  | { kind: 'stream'; chunks: string[]; pauseMs?: number; holdAfter?: number }
  | { kind: 'json'; value: unknown }
  | { kind: 'status'; status: number; message: string }
  | { kind: 'empty' }
  | { kind: 'hang' };

export interface RecordedRequest {
  url: string;
  apiKey: string | undefined;
  body: {
    contents: Array<{ role: string; parts: Array<{ text: string }> }>;
    systemInstruction?: { parts: Array<{ text: string }> };
    /** Structured output: `responseMimeType` and `responseJsonSchema` (or `responseSchema`) are here. */
    generationConfig?: Record<string, unknown>;
    safetySettings?: Array<{ category: string; threshold: string }>;
  };
  /** Set when the caller hung up before the answer ended (an abort reached us). */
  closedEarly: boolean;
}

const candidate = (text: string) => JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text }] }, index: 0 }] });

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * Gemini's streaming endpoint on loopback (`POST /v1beta/models/{model}:streamGenerateContent?alt=sse`),
 * so the real @google/genai client and our mapping of its answers run in the tests.
 */
export const controlPath = '/__next-answer';
/** Lets a held stream go on. */
export const releasePath = '/__release';
/**
 * The Playwright tests queue answers here (a JSON array of FakeAnswers): each request takes the
 * first queued one, and once the queue is empty the one set through `controlPath` answers again.
 */
export const queuePath = '/__queue-answers';

const textOf = (answer: Extract<FakeAnswer, { kind: 'stream' | 'json' }>) => (answer.kind === 'json' ? JSON.stringify(answer.value) : answer.chunks.join(''));

export async function startFakeGemini(port = 0) {
  let next: FakeAnswer = { kind: 'stream', chunks: ['Hello'] };
  const queued: FakeAnswer[] = [];
  let releaseHeld = () => {};
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      // The Playwright tests, in another process, say what the next answer is.
      if (request.url === controlPath) {
        next = JSON.parse(await readBody(request)) as FakeAnswer;
        response.writeHead(204).end();
        return;
      }
      if (request.url === queuePath) {
        queued.push(...(JSON.parse(await readBody(request)) as FakeAnswer[]));
        response.writeHead(204).end();
        return;
      }
      if (request.url === releasePath) {
        releaseHeld();
        response.writeHead(204).end();
        return;
      }
      const recorded: RecordedRequest = {
        url: request.url ?? '',
        apiKey: request.headers['x-goog-api-key'] as string | undefined,
        body: JSON.parse(await readBody(request)) as RecordedRequest['body'],
        closedEarly: false,
      };
      requests.push(recorded);
      response.on('close', () => {
        if (!response.writableFinished) recorded.closedEarly = true;
      });
      const answer = queued.shift() ?? next;
      if (answer.kind === 'hang') return;
      if (answer.kind === 'status') {
        response.writeHead(answer.status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { code: answer.status, message: answer.message, status: 'FAILED' } }));
        return;
      }
      if (recorded.url.includes(':generateContent')) {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(answer.kind === 'empty' ? JSON.stringify({ candidates: [], promptFeedback: { blockReason: 'SAFETY' } }) : candidate(textOf(answer)));
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      if (answer.kind === 'empty') {
        response.end(`data: ${JSON.stringify({ candidates: [], promptFeedback: { blockReason: 'SAFETY' } })}\r\n\r\n`);
        return;
      }
      for (const [index, chunk] of (answer.kind === 'json' ? [textOf(answer)] : answer.chunks).entries()) {
        if (response.destroyed) return;
        response.write(`data: ${candidate(chunk)}\r\n\r\n`);
        if (answer.kind === 'json') continue;
        if (answer.pauseMs) await new Promise((resolve) => setTimeout(resolve, answer.pauseMs));
        if (answer.holdAfter === index + 1) await new Promise<void>((resolve) => (releaseHeld = resolve));
      }
      response.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${listening}`,
    requests,
    answerWith(answer: FakeAnswer) {
      next = answer;
    },
    /** These answer the next requests in turn (an invalid draft, then a valid one), before `answerWith`'s again. */
    queueAnswers(...answers: FakeAnswer[]) {
      queued.push(...answers);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeGemini = Awaited<ReturnType<typeof startFakeGemini>>;
