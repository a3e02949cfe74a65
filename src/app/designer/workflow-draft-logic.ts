import { fromCallback, type AnyEventObject } from 'xstate';
import { assistantApology } from '../../domain/assistant/chat';
import { errorStatusOf, errorTextOf } from '../../domain/error-text';
import type { AssistantChatEvent } from '../../machines/assistant/assistant-chat.machine';
import {
  draftAnswerText,
  refusalAnswerText,
  workflowDraftMachine,
  type AcceptedDraft,
  type BuildReport,
  type BuildRequest,
} from '../../machines/designer/workflow-draft.machine';
import type { ApiClient } from '../../services/api-client';
import { buildWorkflow } from '../../services/assistant-build';

export interface WorkflowDraftServices {
  api: ApiClient;
  /** The designer's chat, where the sentence, the progress and Flo's answer are shown. */
  chat: () => { send: (event: AssistantChatEvent) => void };
  /** Accept: the editor adds the draft as one undoable step. */
  accept: (accepted: AcceptedDraft) => void;
}

/** As in the chat (D35): the limit and an ended session in their own words, anything else as the apology. */
function failureText(error: unknown): string {
  const status = errorStatusOf(error);
  return (status === 429 || status === 401) && errorTextOf(error) ? errorTextOf(error)! : assistantApology;
}

/** The build's stream as the draft machine's reports; Stop aborts the request. */
export function buildTransport(api: ApiClient) {
  return fromCallback<AnyEventObject, BuildRequest>(({ sendBack, input }) => {
    const stopped = new AbortController();
    let ended = false;
    const report = (event: BuildReport) => {
      if (stopped.signal.aborted || ended) return;
      if (event.type !== 'build.progress') ended = true;
      sendBack(event);
    };
    buildWorkflow(api, input, {
      signal: stopped.signal,
      onEvent: (event) => {
        if (event.type === 'chunk') report({ type: 'build.progress', text: event.text });
        else if (event.type === 'draft') report({ type: 'build.drafted', draft: event });
        else if (event.type === 'refused') report({ type: 'build.refused', reasons: event.reasons });
        // The AI service's own words are logged on the server; the user gets the spec's apology (D35).
        else report({ type: 'build.failed', message: assistantApology });
      },
    }).then(
      // A stream that ends without its last event was cut off on the way.
      () => report({ type: 'build.failed', message: assistantApology }),
      (error: unknown) => report({ type: 'build.failed', message: failureText(error) }),
    );
    return () => stopped.abort();
  });
}

/** Build with Flo wired to the server, the designer's chat and its editor (D95). */
export function workflowDraftLogic({ api, chat, accept }: WorkflowDraftServices) {
  return workflowDraftMachine.provide({
    actors: { buildWorkflow: buildTransport(api) },
    actions: {
      tellAsked: (_, prompt) => chat().send({ type: 'build.asked', text: prompt }),
      tellProgress: (_, text) => chat().send({ type: 'reply.chunk', text }),
      // The chat is a modal over the canvas: it closes so the draft beside the workflow can be seen (its answer stays in it).
      tellDrafted: (_, draft) => {
        chat().send({ type: 'build.answered', text: draftAnswerText(draft) });
        chat().send({ type: 'chat.close' });
      },
      tellRefused: (_, reasons) => chat().send({ type: 'build.answered', text: refusalAnswerText(reasons) }),
      tellFailed: (_, message) => chat().send({ type: 'reply.failed', message }),
      acceptDraft: (_, accepted) => accept(accepted),
    },
  });
}

