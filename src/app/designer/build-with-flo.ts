import type { ActorRefFrom } from 'xstate';
import type { SavedWorkflow } from '../../domain/workflow/saved-workflow';
import type { assistantChatMachine } from '../../machines/assistant/assistant-chat.machine';
import type { NodeRunState } from '../../machines/designer/simulation.selectors';
import type { workflowDraftMachine } from '../../machines/designer/workflow-draft.machine';
import { DRAFT_ID_PREFIX, isDraftElementId } from '../../machines/designer/workflow-editor/draft';
import type { Graph } from '../../machines/designer/workflow-editor/types';
import type { NodeRunStates } from '../../views/designer/run-state-context';
import type { ApiClient } from '../../services/api-client';
import { onFirstUse } from './on-first-use';

export type ChatActorRef = ActorRefFrom<typeof assistantChatMachine>;

/**
 * What the designer draws of Flo's draft, as data: the overlay on the canvas, the draft machine's
 * actor (whose bar the view renders while it holds a draft), and its test run's node states.
 */
export interface DraftOverlayState {
  overlay: Graph | null;
  draft: ActorRefFrom<typeof workflowDraftMachine> | null;
  runStateOf: (draftNodeId: string) => NodeRunState;
}

const noDraft: DraftOverlayState = { overlay: null, draft: null, runStateOf: () => 'idle' };

export interface BuildServices {
  api: ApiClient;
  /** The editor's graph now, and the next node number an accepted draft's nodes are numbered from. */
  present: () => Graph & { nextNodeNumber: number };
  /** Accept: the editor takes the graph with the draft added as one undoable step. */
  commit: (graph: Graph) => void;
}

/** A running Build with Flo (build-session.ts): its draft machine drawing into `show`. */
export interface BuildSession {
  request: (prompt: string, workflow: SavedWorkflow) => void;
  cancel: () => void;
  stop: () => void;
}

export interface SessionLinks {
  show: (state: DraftOverlayState) => void;
  chat: () => ChatActorRef | null;
}

/**
 * Build with Flo in the designer (D95), loaded on the first Build (on-first-use.ts): the draft
 * machine and its overlay live in their own chunk, so opening the designer does not load them; until
 * then nothing is shown. The chat is attached while the designer is mounted (it is made first: its
 * Stop cancels a build); a Build without it does nothing.
 */
export function buildWithFlo(services: BuildServices) {
  let state = noDraft;
  const listeners = new Set<() => void>();
  let chat: ChatActorRef | null = null;
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  };
  const show = (next: DraftOverlayState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const session = onFirstUse(
    () => import('./build-session'),
    ({ startBuildSession }) => {
      const started = startBuildSession(services, { show, chat: () => chat });
      return {
        part: started,
        stop: () => {
          started.stop();
          show(noDraft);
        },
      };
    },
  );
  return {
    subscribe,
    get: () => state,
    request: (prompt: string, workflow: SavedWorkflow) => session.use((started) => chat && started.request(prompt, workflow)),
    cancel: () => session.get()?.cancel(),
    /** While the designer is mounted, with its chat; the returned cleanup detaches the chat and ends the session. */
    mount: (actor: ChatActorRef) => {
      chat = actor;
      const unmount = session.mount();
      return () => {
        chat = null;
        unmount();
      };
    },
    /** The canvas's run states, with the draft's test run painting the draft's own nodes. */
    runStates: (base: NodeRunStates): NodeRunStates => ({
      subscribe: (onChange) => {
        const unsubscribe = [base.subscribe(onChange), subscribe(onChange)];
        return () => unsubscribe.forEach((stop) => stop());
      },
      stateOf: (nodeId) => (isDraftElementId(nodeId) ? state.runStateOf(nodeId.slice(DRAFT_ID_PREFIX.length)) : base.stateOf(nodeId)),
    }),
  };
}

export type BuildWithFlo = ReturnType<typeof buildWithFlo>;
