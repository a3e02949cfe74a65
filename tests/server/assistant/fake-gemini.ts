import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake answers next: text chunks (with a pause between them, or held after the first
 * `holdAfter` until the test releases them), an error status, nothing, or no answer at all.
 */
export type FakeAnswer =
  | { kind: 'stream'; chunks: string[]; pauseMs?: number; holdAfter?: number }
  | { kind: 'status'; status: number; message: string }
  | { kind: 'empty' }
  | { kind: 'hang' };

export interface RecordedRequest {
  url: string;
  apiKey: string | undefined;
  body: {
    contents: Array<{ role: string; parts: Array<{ text: string }> }>;
    systemInstruction?: { parts: Array<{ text: string }> };
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

export async function startFakeGemini(port = 0) {
  let next: FakeAnswer = { kind: 'stream', chunks: ['Hello'] };
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
      const answer = next;
      if (answer.kind === 'hang') return;
      if (answer.kind === 'status') {
        response.writeHead(answer.status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { code: answer.status, message: answer.message, status: 'FAILED' } }));
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      if (answer.kind === 'empty') {
        response.end(`data: ${JSON.stringify({ candidates: [], promptFeedback: { blockReason: 'SAFETY' } })}\r\n\r\n`);
        return;
      }
      for (const [index, chunk] of answer.chunks.entries()) {
        if (response.destroyed) return;
        response.write(`data: ${candidate(chunk)}\r\n\r\n`);
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeGemini = Awaited<ReturnType<typeof startFakeGemini>>;
