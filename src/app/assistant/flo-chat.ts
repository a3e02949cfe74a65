import { fromCallback, type AnyEventObject } from 'xstate';
import { assistantApology, type AssistantContext } from '../../domain/assistant/chat';
import { errorStatusOf, errorTextOf } from '../../domain/error-text';
import { assistantChatMachine, type ReplyEvent, type ReplyRequest } from '../../machines/assistant/assistant-chat.machine';
import type { ApiClient } from '../../services/api-client';
import { streamAssistantReply } from '../../services/assistant';

/**
 * What the error panel says when the answer failed: our own refusals that the user can act on (the
 * 20-a-minute limit, a session that ended) in their words; anything else as the spec's apology (D35).
 */
function failureText(error: unknown): string {
  const status = errorStatusOf(error);
  return (status === 429 || status === 401) && errorTextOf(error) ? errorTextOf(error)! : assistantApology;
}

/**
 * Flo's chat wired to the server (D35): the answer streams in as reply events; leaving the answer
 * (Stop, closing the chat) aborts the request, and the server then stops asking the AI. The
 * designer passes the workflow on its canvas as context (D37).
 */
export function floChat(api: ApiClient, contextOf: () => AssistantContext | undefined = () => undefined) {
  return assistantChatMachine.provide({
    actors: {
      streamReply: fromCallback<AnyEventObject, ReplyRequest>(({ sendBack, input }) => {
        const stopped = new AbortController();
        const report = (event: ReplyEvent) => {
          if (!stopped.signal.aborted) sendBack(event);
        };
        streamAssistantReply(
          api,
          { messages: input.messages, context: contextOf() },
          {
            signal: stopped.signal,
            onOpen: () => report({ type: 'reply.opened' }),
            onEvent: (event) => {
              if (event.type === 'chunk') report({ type: 'reply.chunk', text: event.text });
              else if (event.type === 'done') report({ type: 'reply.done' });
              else report({ type: 'reply.failed', message: event.message });
            },
          },
        ).then(
          // A stream that ends without its last event was cut off on the way.
          () => report({ type: 'reply.failed', message: assistantApology }),
          (error: unknown) => report({ type: 'reply.failed', message: failureText(error) }),
        );
        return () => stopped.abort();
      }),
    },
  });
}
