import { assistantBuildEventSchema, type AssistantBuildEvent, type AssistantBuildRequest } from '../domain/assistant/build';
import type { ApiClient } from './api-client';
import { assistantStreamTimeoutMs } from './assistant';
import { readEventStream } from './event-stream';
import { signedInCall } from './signed-in-call';

// Apart from the chat's service: the chat loads on every page, Build with Flo only on the designer's first Build (D95).

export interface BuildStreamOptions {
  signal: AbortSignal;
  /** Called with each event of the build as it arrives. */
  onEvent: (event: AssistantBuildEvent) => void;
}

/**
 * POST /v1/assistant/build (D91), read as it streams like chat: progress chunks, then a draft,
 * a refusal or an error. A refusal before the stream (401, 422, 429) is an ApiError with the
 * server's text; an abort (Stop) ends the request.
 */
export async function buildWorkflow(api: ApiClient, request: AssistantBuildRequest, options: BuildStreamOptions): Promise<void> {
  const body = await signedInCall(api, () => api.stream('/assistant/build', request, { signal: options.signal, timeoutMs: assistantStreamTimeoutMs }));
  await readEventStream(body, (json) => assistantBuildEventSchema.parse(json), options.onEvent);
}
