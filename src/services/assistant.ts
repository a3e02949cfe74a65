import { assistantStreamEventSchema, type AssistantChatRequest, type AssistantStreamEvent } from '../domain/assistant/chat';
import { assistantExplainEventSchema, type AssistantExplainEvent, type AssistantExplainRequest } from '../domain/assistant/explain';
import type { ApiClient } from './api-client';
import { readEventStream } from './event-stream';
import { signedInCall } from './signed-in-call';

/** 02 §9: a streamed answer may take 60 s on the server; a little more before the browser gives up. */
export const assistantStreamTimeoutMs = 65_000;

export interface AssistantStreamOptions {
  signal: AbortSignal;
  /** Called once the server has accepted the question and the answer is on its way. */
  onOpen?: () => void;
  /** Called with each event of the answer as it arrives. */
  onEvent: (event: AssistantStreamEvent) => void;
}

/**
 * POST /v1/assistant/chat, read as it streams (D35). A refusal before the stream (401, 422, 429) is
 * an ApiError with the server's text; an abort (Stop, or the chat closing) ends the request.
 */
export async function streamAssistantReply(api: ApiClient, request: AssistantChatRequest, options: AssistantStreamOptions): Promise<void> {
  const body = await signedInCall(api, () => api.stream('/assistant/chat', request, { signal: options.signal, timeoutMs: assistantStreamTimeoutMs }));
  options.onOpen?.();
  await readEventStream(body, (json) => assistantStreamEventSchema.parse(json), options.onEvent);
}

/**
 * POST /v1/assistant/explain (D70, D92): why a failed step of one of the user's runs failed,
 * read as it streams like chat, ending with `explained` (its fix and docs section) or `error`.
 */
export async function explainStep(
  api: ApiClient,
  request: AssistantExplainRequest,
  options: { signal: AbortSignal; onEvent: (event: AssistantExplainEvent) => void },
): Promise<void> {
  const body = await signedInCall(api, () => api.stream('/assistant/explain', request, { signal: options.signal, timeoutMs: assistantStreamTimeoutMs }));
  await readEventStream(body, (json) => assistantExplainEventSchema.parse(json), options.onEvent);
}
