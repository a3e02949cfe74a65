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

export interface DraftOverlayStore {
  get: () => DraftOverlayState;
  set: (state: DraftOverlayState) => void;
  subscribe: (onChange: () => void) => () => void;
}

export interface BuildServices {
  api: ApiClient;
  /** The editor's next node number: an accepted draft's nodes are numbered from it. */
  nextNodeNumber: () => number;
  /** Accept: the editor adds the draft's nodes and edges as one undoable step. */
  accept: (draft: Graph) => void;
}

/** A running Build with Flo: its draft machine, started on the first Build (build-session.tsx). */
export interface BuildSession {
  request: (prompt: string, workflow: SavedWorkflow) => void;
  cancel: () => void;
  stop: () => void;
}

/**
 * Build with Flo in the designer (issue 32), loaded on the first Build: the draft machine, its bar
 * and its overlay live in their own chunk, so opening the designer does not load them. Until then
 * nothing is shown. The chat is attached once it runs (it is made first: its Stop cancels a build).
 */
export function buildWithFlo(services: BuildServices) {
  let state: DraftOverlayState = { overlay: null, bar: null, runStateOf: () => 'idle' };
  const listeners = new Set<() => void>();
  const store: DraftOverlayStore = {
    get: () => state,
    set: (next) => {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
  };
  let chat: ChatActorRef | null = null;
  let session: BuildSession | null = null;
  let loading: Promise<BuildSession> | null = null;
  let stopped = false;
  const load = () =>
    (loading ??= import('./build-session').then(({ startBuildSession }) => {
      session = startBuildSession({ ...services, store, chat: () => chat });
      if (stopped) session.stop();
      return session;
    }));
  return {
    store,
    request: (prompt: string, workflow: SavedWorkflow) => void load().then((started) => started.request(prompt, workflow)),
    cancel: () => session?.cancel(),
    attachChat: (actor: ChatActorRef) => {
      chat = actor;
      return () => {
        chat = null;
        stopped = true;
        session?.stop();
      };
    },
  };
}

/** The canvas's run states with the draft's test run painting the draft's own nodes. */
export function withDraftRunStates(base: NodeRunStates, store: DraftOverlayStore): NodeRunStates {
  return {
    subscribe: (onChange) => {
      const unsubscribeBase = base.subscribe(onChange);
      const unsubscribeDraft = store.subscribe(onChange);
      return () => {
        unsubscribeBase();
        unsubscribeDraft();
      };
    },
    stateOf: (nodeId) => (isDraftElementId(nodeId) ? store.get().runStateOf(nodeId.slice(DRAFT_ID_PREFIX.length)) : base.stateOf(nodeId)),
  };
}
