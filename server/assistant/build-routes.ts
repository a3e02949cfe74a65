import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assistantBuildRequestSchema, type AssistantBuildEvent } from '../../src/domain/assistant/build';
import { checkDraft, type DraftCheck, type DraftCheckContext } from '../../src/domain/assistant/build-draft-check';
import { assistantApology, assistantMessagesPerMinute } from '../../src/domain/assistant/chat';
// A draft's needs offer the user's own credentials by name and kind (never their values), and a
// credential the draft names is kept only when it is one of theirs (D91).
import { listCredentialNames } from '../credentials/repository';
import { openEventStream } from '../event-stream-reply';
import { currentUser } from '../plugins/auth';
import { askGeminiForDraft, buildUserPrompt, loggedAnswer, repairPrompt, type BuildTurn } from './build-gemini';
import { buildTemplates, closestTemplate } from './build-templates';
import { logAssistantFailure } from './gemini';
import { countAssistantMessage, type AssistantRateLimit } from './rate-limit';
import type { AssistantOptions } from './routes';

const defaultRateLimit: AssistantRateLimit = { messages: assistantMessagesPerMinute, windowSeconds: 60 };

/** Progress lines of the build's stream. */
export const buildProgress = {
  asking: 'Asking Gemini for a draft…',
  checking: 'Checking the draft against the node catalogue…',
  repairing: (problems: number) => `The first answer did not hold (${problems} problem${problems === 1 ? '' : 's'}); asking once more…`,
  offline: (title: string) => `I'm offline (no Gemini key), so here is the closest template: ${title}.`,
} as const;

export const stillInvalid = 'Gemini’s draft still did not hold against the node catalogue after a second try, so I did not draw it.';

/** The refusal when no template matches the sentence offline, naming a few to describe it like. */
export function noTemplateReason(): string {
  const names = buildTemplates.slice(0, 4).map((template) => `“${template.title}”`);
  return `I'm offline (no Gemini key) and none of Botflow's workflow templates matches your description. Try describing it like one of them, for example ${names.slice(0, -1).join(', ')} or ${names.at(-1)}.`;
}

/** Gemini's text read as JSON, then checked; text that is not JSON is a problem like any other. */
function checkAnswer(text: string, context: DraftCheckContext): DraftCheck {
  let answer: unknown;
  try {
    answer = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, problems: ['The answer is not JSON; answer with JSON in the given schema only.'] };
  }
  return checkDraft(answer, context);
}

/**
 * POST /v1/assistant/build (D70, D91): a sentence becomes a draft workflow, streamed as
 * text/event-stream like chat: progress `chunk`s, then one `draft` (checked and laid out beside the
 * canvas), `refused` (what did not hold, never drawn) or `error` (the spec's apology). Online,
 * Gemini answers through structured output and is asked once more with the problems when its
 * answer does not hold; offline, the closest shipped template. Counted against Flo's rate limit
 * like a chat message (D37).
 */
export async function assistantBuildRoutes(app: FastifyInstance, { database, gemini, rateLimit = defaultRateLimit }: AssistantOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  const buildSchema = {
    operationId: 'buildWorkflow',
    summary: 'Ask Flo for a draft workflow from a sentence',
    tags: ['assistant'],
    body: assistantBuildRequestSchema,
    nonJson: {
      status: 200,
      mediaTypes: ['text/event-stream'],
      description:
        'Server-sent events, each a `data:` line of JSON: progress `{"type": "chunk", "text"}`s, then `{"type": "draft", "workflow", "needs", "offline", "summary", "template"?}` checked against the node catalogue and laid out, `{"type": "refused", "reasons"}` or `{"type": "error", "message"}`.',
    },
    errors: { 429: 'You have sent too many messages to Flo this minute: try again after Retry-After.' },
  } as const;
  api.post('/assistant/build', { ...signedIn, schema: buildSchema }, async (request, reply) => {
    const user = currentUser(request);
    await countAssistantMessage(database.db, user.id, rateLimit);
    const { prompt, workflow } = request.body;
    const context: DraftCheckContext = { credentials: await listCredentialNames(database.db, user.id), workflow };

    const { send, end, gone } = openEventStream<AssistantBuildEvent>(reply);
    const draftOf = (checked: Extract<DraftCheck, { ok: true }>, offline: boolean, template?: { id: string; title: string }) =>
      send({ type: 'draft', workflow: checked.draft.workflow, needs: checked.draft.needs, offline, summary: checked.draft.summary || checked.draft.title, ...(template ? { template } : {}) });
    try {
      if (!gemini) {
        const template = closestTemplate(prompt);
        request.log.info({ prompt, template: template?.id ?? null }, 'assistant build: offline, matched a template');
        if (!template) {
          send({ type: 'refused', reasons: [noTemplateReason()] });
          return;
        }
        send({ type: 'chunk', text: buildProgress.offline(template.title) });
        const checked = checkDraft(template.draft, context);
        if (checked.ok) draftOf(checked, true, { id: template.id, title: template.title });
        else send({ type: 'refused', reasons: checked.problems });
        return;
      }

      const turns: BuildTurn[] = [{ role: 'user', text: buildUserPrompt(prompt, workflow) }];
      send({ type: 'chunk', text: buildProgress.asking });
      request.log.info({ prompt: turns[0]!.text }, 'assistant build: asking Gemini');
      let text = await askGeminiForDraft(gemini, turns, gone);
      request.log.info({ answer: loggedAnswer(text) }, 'assistant build: Gemini answered');
      send({ type: 'chunk', text: buildProgress.checking });
      let checked = checkAnswer(text, context);
      if (!checked.ok) {
        send({ type: 'chunk', text: buildProgress.repairing(checked.problems.length) });
        turns.push({ role: 'model', text }, { role: 'user', text: repairPrompt(checked.problems) });
        request.log.info({ problems: checked.problems }, 'assistant build: the first answer did not hold; asking once more');
        text = await askGeminiForDraft(gemini, turns, gone);
        request.log.info({ answer: loggedAnswer(text) }, 'assistant build: Gemini answered again');
        send({ type: 'chunk', text: buildProgress.checking });
        checked = checkAnswer(text, context);
      }
      if (!checked.ok) {
        request.log.info({ problems: checked.problems }, 'assistant build: refused, the second answer did not hold either');
        send({ type: 'refused', reasons: [stillInvalid, ...checked.problems] });
        return;
      }
      draftOf(checked, false);
    } catch (error) {
      if (gone.aborted) {
        request.log.info('assistant build: the browser went away');
        return;
      }
      logAssistantFailure(request.log, error, 'assistant build');
      send({ type: 'error', message: assistantApology });
    } finally {
      end();
    }
  });
}
