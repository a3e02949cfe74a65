import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assistantApology, assistantChatRequestSchema, assistantMessagesPerMinute, type AssistantStreamEvent } from '../../src/domain/assistant/chat';
import type { Database } from '../db/database';
import { openEventStream } from '../event-stream-reply';
import { currentUser } from '../plugins/auth';
import { docsIndex } from './docs-index';
import { logAssistantFailure, streamGemini, type GeminiSettings } from './gemini';
import { offlineAnswer } from './offline';
import { countAssistantMessage, type AssistantRateLimit } from './rate-limit';

export interface AssistantOptions {
  database: Database;
  /** Null without GEMINI_API_KEY: Flo answers offline from the docs (D36). */
  gemini: GeminiSettings | null;
  rateLimit?: AssistantRateLimit;
}

const defaultRateLimit: AssistantRateLimit = { messages: assistantMessagesPerMinute, windowSeconds: 60 };

/**
 * POST /v1/assistant/chat (D13, D35–D37): the answer as a text/event-stream of chunks, then done or
 * error. The key never leaves the server; a failure is logged with its cause and reaches the user
 * only as the spec's apology. A browser that goes away (or presses Stop) aborts the upstream call.
 */
export async function assistantRoutes(app: FastifyInstance, { database, gemini, rateLimit = defaultRateLimit }: AssistantOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  const chatSchema = {
    operationId: 'chatWithFlo',
    summary: 'Ask Flo: the answer streams as server-sent events',
    tags: ['assistant'],
    body: assistantChatRequestSchema,
    nonJson: {
      status: 200,
      mediaTypes: ['text/event-stream'],
      description: 'Server-sent events, each a `data:` line of JSON: `{"type": "chunk", "text"}` as the answer comes, then `{"type": "done", "mode": "online" | "offline"}` or `{"type": "error", "message"}`.',
    },
    errors: { 429: 'You have sent too many messages to Flo this minute: try again after Retry-After.' },
  } as const;
  api.post('/assistant/chat', { ...signedIn, schema: chatSchema }, async (request, reply) => {
    await countAssistantMessage(database.db, currentUser(request).id, rateLimit);
    const question = request.body.messages.at(-1)!.text;

    const { send, end, gone } = openEventStream<AssistantStreamEvent>(reply);
    try {
      if (!gemini) {
        send({ type: 'chunk', text: offlineAnswer(docsIndex(), question) });
        send({ type: 'done', mode: 'offline' });
        return;
      }
      // The passages that match the question go to the AI with it, so it answers as the docs do (D36).
      const passages = docsIndex().search(question, 3);
      for await (const text of streamGemini(gemini, request.body, passages, gone)) send({ type: 'chunk', text });
      if (gone.aborted) {
        request.log.info('assistant: the browser stopped the answer');
        return;
      }
      send({ type: 'done', mode: 'online' });
    } catch (error) {
      logAssistantFailure(request.log, error);
      send({ type: 'error', message: assistantApology });
    } finally {
      end();
    }
  });
}
