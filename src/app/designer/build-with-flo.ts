import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SavedWorkflow } from '../../domain/workflow/saved-workflow';
import type { assistantChatMachine } from '../../machines/assistant/assistant-chat.machine';
import type { NodeRunState } from '../../machines/designer/simulation.selectors';
import { DRAFT_ID_PREFIX, isDraftElementId } from '../../machines/designer/workflow-editor/draft';
import type { Graph } from '../../machines/designer/workflow-editor/types';
import type { NodeRunStates } from '../../views/designer/run-state-context';
import type { ApiClient } from '../../services/api-client';

export type ChatActorRef = ActorRefFrom<typeof assistantChatMachine>;

/** What the designer draws of Flo's draft: the overlay on the canvas, its bar, and its test run's node states. */
export interface DraftOverlayState {
  overlay: Graph | null;
  bar: ReactNode;
  runStateOf: (draftNodeId: string) => NodeRunState;
}

export interface BuildServices {
  api: ApiClient;
  /** The editor's graph now, and the next node number an accepted draft's nodes are numbered from. */
  present: () => Graph & { nextNodeNumber: number };
  /** Accept: the editor takes the graph with the draft added as one undoable step. */
  commit: (graph: Graph) => void;
}

/** A running Build with Flo (build-session.tsx): its draft machine drawing into `show`. */
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
 * Build with Flo in the designer (issue 32), loaded on the first Build: the draft machine, its bar
 * and its overlay live in their own chunk, so opening the designer does not load them; until then
 * nothing is shown. The chat is attached once it runs (it is made first: its Stop cancels a build).
 */
export function buildWithFlo(services: BuildServices) {
  let state: DraftOverlayState = { overlay: null, bar: null, runStateOf: () => 'idle' };
  const listeners = new Set<() => void>();
  let chat: ChatActorRef | null = null;
  let session: BuildSession | null = null;
  let loading: Promise<BuildSession> | undefined;
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  };
  const links: SessionLinks = {
    show: (next) => {
      state = next;
      listeners.forEach((listener) => listener());
    },
    chat: () => chat,
  };
  return {
    subscribe,
    get: () => state,
    request: (prompt: string, workflow: SavedWorkflow) => {
      loading ??= import('./build-session').then(({ startBuildSession }) => (session = startBuildSession(services, links)));
      void loading.then((started) => chat && started.request(prompt, workflow));
    },
    cancel: () => session?.cancel(),
    /** The chat to tell; the returned function detaches it and ends the session (the designer closes). */
    attachChat: (actor: ChatActorRef) => {
      chat = actor;
      return () => {
        chat = null;
        session?.stop();
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
