import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assistantApology, assistantMessagesPerMinute } from '../../src/domain/assistant/chat';
import { assistantExplainRequestSchema, type AssistantExplainEvent } from '../../src/domain/assistant/explain';
import type { Database, Db } from '../db/database';
import { openEventStream } from '../event-stream-reply';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { explainFromKnownFailures, offlineExplanation } from './known-failures';
import { checkedFix } from './proposed-fix';
import { explainPrompt, explainSystemInstruction, FixLineFilter } from './explain-online';
import { explainMessages, readFailedStep, redactedStep } from './failed-step';
import { logAssistantFailure, streamGemini, type GeminiSettings } from './gemini';
import { countAssistantMessage, type AssistantRateLimit } from './rate-limit';

/** Every secret value the user keeps (the credentials feature provides it; v1.ts hands it in): hidden from the prompt. */
export type CredentialValues = (db: Db, userId: string) => Promise<string[]>;

export interface ExplainOptions {
  database: Database;
  /** Null without GEMINI_API_KEY: Flo explains from the failures it knows (known-failures.ts, D92). */
  gemini: GeminiSettings | null;
  credentialValues: CredentialValues;
  rateLimit?: AssistantRateLimit;
}

const defaultRateLimit: AssistantRateLimit = { messages: assistantMessagesPerMinute, windowSeconds: 60 };

/**
 * POST /v1/assistant/explain (D70, D92): why a failed step of one of the user's runs failed and
 * what to change, as a text/event-stream of chunks ending with `explained` (its docs section, and a
 * fix when one setting's change is the answer) or `error`. Counted against Flo's rate limit like a
 * chat message (D37). Another user's run, or a step the run has not, is a 404; a step that did not
 * fail is a 409. No credential value enters the prompt, nor the log of it.
 */
export async function explainRoutes(app: FastifyInstance, { database, gemini, credentialValues, rateLimit = defaultRateLimit }: ExplainOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  const explainSchema = {
    operationId: 'explainStep',
    summary: 'Ask Flo why a failed step of your run failed, and what to change',
    tags: ['assistant'],
    body: assistantExplainRequestSchema,
    nonJson: {
      status: 200,
      mediaTypes: ['text/event-stream'],
      description:
        'Server-sent events, each a `data:` line of JSON: `{"type": "chunk", "text"}` as the explanation comes, then `{"type": "explained", "mode", "docs", "fix"?}` (a fix when one setting’s change is the answer) or `{"type": "error", "message"}`.',
    },
    errors: { 404: 'No run of yours has this id, or the run has no step of this id.', 409: 'The step did not fail: Flo explains failed steps only.', 429: 'You have sent too many messages to Flo this minute: try again after Retry-After.' },
  } as const;
  api.post('/assistant/explain', { ...signedIn, schema: explainSchema }, async (request, reply) => {
    const userId = currentUser(request).id;
    const { runId, stepId } = request.body;
    const read = await readFailedStep(database.db, userId, runId, stepId);
    if ('missing' in read) throw new HttpError(404, read.missing === 'run' ? explainMessages.runNotFound : explainMessages.stepNotFound);
    if ('status' in read) throw new HttpError(409, explainMessages.notFailed(read.status));
    await countAssistantMessage(database.db, userId, rateLimit);
    const step = redactedStep(read, gemini ? await credentialValues(database.db, userId) : []);
    const known = explainFromKnownFailures(step);
    const fixOf = (proposed: { field: string; value: unknown } | null | undefined) => (proposed && step.node ? (checkedFix(step.node, proposed) ?? undefined) : undefined);

    const { send, end, gone } = openEventStream<AssistantExplainEvent>(reply);
    try {
      if (!gemini) {
        const offline = offlineExplanation(step, known.explanation);
        for (const text of offline.chunks) send({ type: 'chunk', text });
        const fix = fixOf(offline.fix);
        send({ type: 'explained', mode: 'offline', docs: offline.docs, ...(fix ? { fix } : {}) });
        return;
      }
      const prompt = explainPrompt(step);
      // The prompt and the answer are logged as they were sent and received: without credential values (D70).
      request.log.info({ runId, stepId, kind: step.kind?.id ?? step.nodeType, knownFailure: known.entry, prompt }, 'assistant: explaining a failed step');
      let answer = '';
      const filter = new FixLineFilter();
      const question = { messages: [{ role: 'user' as const, text: prompt }] };
      for await (const text of streamGemini(gemini, question, [], gone, explainSystemInstruction)) {
        answer += text;
        const shown = filter.push(text);
        if (shown !== '') send({ type: 'chunk', text: shown });
      }
      if (gone.aborted) {
        request.log.info('assistant: the browser stopped the explanation');
        return;
      }
      request.log.info({ runId, stepId, answer }, 'assistant: the explanation');
      const { rest, fix: proposed } = filter.end();
      if (rest !== '') send({ type: 'chunk', text: rest });
      const fix = fixOf(proposed);
      if (filter.hadFixLine && !fix) request.log.info({ proposed }, 'assistant: the fix Flo proposed does not hold for the node; dropped');
      send({ type: 'explained', mode: 'online', docs: known.explanation.docs, ...(fix ? { fix } : {}) });
    } catch (error) {
      logAssistantFailure(request.log, error);
      send({ type: 'error', message: assistantApology });
    } finally {
      end();
    }
  });
}
