import { assign, fromCallback, fromPromise, setup, type AnyEventObject } from 'xstate';
import { assistantApology } from '../../domain/assistant/chat';
import type { AssistantExplainRequest, ExplainFix } from '../../domain/assistant/explain';
import { errorTextOr } from '../../domain/error-text';

/**
 * Ask Flo why (D70, D94) in the run panel: a failed step's explanation streams in under it,
 * then Flo's fix (a change of one setting) can be applied to the node as one undoable step, and the
 * run re-run from that node. One machine per run panel: one step is explained at a time, and asking
 * about another step replaces the answer (its stream is stopped).
 */
export interface ExplainStepContext {
  runId: string | null;
  stepId: string | null;
  /** Flo's answer so far (Markdown). */
  text: string;
  /** Whether Flo answered through Gemini or from the offline catalogue; null until it has answered. */
  mode: 'online' | 'offline' | null;
  fix: ExplainFix | null;
  docs: { title: string; href: string } | null;
  /** What the failed answer says: the spec's apology, or our own refusal the user can act on. */
  failure: string | null;
  /** Why the fix could not be applied, or the re-run could not be offered. */
  fixError: string | null;
}

/** What the transport reports while the explanation streams. */
export type ExplainStreamEvent =
  | { type: 'explain.chunk'; text: string }
  | { type: 'explain.done'; mode: 'online' | 'offline'; fix?: ExplainFix; docs?: { title: string; href: string } }
  | { type: 'explain.failed'; message: string };

export type ExplainStepEvent =
  | { type: 'explain.ask'; runId: string; stepId: string }
  | { type: 'explain.stop' }
  | { type: 'explain.retry' }
  | { type: 'explain.close' }
  | { type: 'fix.apply' }
  | { type: 'fix.rerun' }
  | ExplainStreamEvent;

/** What the screen's re-run gets: the run and the node the fix changed, where the re-run starts. */
export interface RerunAfterFix {
  runId: string;
  nodeId: string;
}

const cleared = { text: '', mode: null, fix: null, docs: null, failure: null, fixError: null } as const;

export const explainStepMachine = setup({
  types: {
    context: {} as ExplainStepContext,
    events: {} as ExplainStepEvent,
  },
  actors: {
    /** Streams POST /v1/assistant/explain as `explain.*` events; stopping it aborts the request. */
    streamExplanation: fromCallback<AnyEventObject, AssistantExplainRequest>(() => {
      throw new Error('streamExplanation is supplied by the app');
    }),
    /** Sets `properties[field] = value` on the node in the editor, as one undoable step; fails when it cannot. */
    applyFix: fromPromise<void, ExplainFix>(async () => {
      throw new Error('applyFix is supplied by the app');
    }),
    /** Saves the workflow, then opens the run panel's Re-run from that node with the latest saved version. */
    rerunAfterFix: fromPromise<void, RerunAfterFix>(async () => {
      throw new Error('rerunAfterFix is supplied by the app');
    }),
  },
  actions: {
    appendChunk: assign({ text: ({ context, event }) => context.text + (event as { text: string }).text }),
    keepAnswer: assign(({ event }) => {
      const { mode, fix, docs } = event as Extract<ExplainStreamEvent, { type: 'explain.done' }>;
      return { mode, fix: fix ?? null, docs: docs ?? null };
    }),
    // The apology replaces a half-told answer: what came before it may stop mid-sentence.
    apologise: assign({ text: '', failure: ({ event }) => (event as { message: string }).message || assistantApology }),
  },
  guards: {
    hasFix: ({ event }) => event.type === 'explain.done' && event.fix !== undefined,
  },
}).createMachine({
  id: 'explainStep',
  context: { runId: null, stepId: null, ...cleared },
  initial: 'idle',
  on: {
    // Another step (or the same one again) from anywhere: the answer under way, if any, stops.
    'explain.ask': { target: '.asking', reenter: true, actions: assign(({ event }) => ({ runId: event.runId, stepId: event.stepId, ...cleared })) },
  },
  states: {
    idle: {},
    asking: {
      invoke: { id: 'streamExplanation', src: 'streamExplanation', input: ({ context }) => ({ runId: context.runId!, stepId: context.stepId! }) },
      on: {
        'explain.stop': 'stopped',
        // The run panel shows another run: this answer is no longer wanted.
        'explain.close': 'idle',
        'explain.done': [
          { guard: 'hasFix', target: 'explained.withFix', actions: 'keepAnswer' },
          { target: 'explained.noFix', actions: 'keepAnswer' },
        ],
        'explain.failed': { target: 'failed', actions: 'apologise' },
      },
      initial: 'waiting',
      states: {
        /** Asked; nothing of the answer has come yet. */
        waiting: { on: { 'explain.chunk': { target: 'streaming', actions: 'appendChunk' } } },
        streaming: { on: { 'explain.chunk': { actions: 'appendChunk' } } },
      },
    },
    /** Stopped by the user: what came is kept; Retry asks again. */
    stopped: {
      on: { 'explain.retry': { target: 'asking', actions: assign(cleared) }, 'explain.close': 'idle' },
    },
    failed: {
      on: { 'explain.retry': { target: 'asking', actions: assign(cleared) }, 'explain.close': 'idle' },
    },
    explained: {
      on: { 'explain.close': 'idle' },
      initial: 'noFix',
      states: {
        noFix: {},
        withFix: { on: { 'fix.apply': 'applyingFix' } },
        applyingFix: {
          invoke: {
            id: 'applyFix',
            src: 'applyFix',
            input: ({ context }) => context.fix!,
            onDone: { target: 'fixApplied', actions: assign({ fixError: null }) },
            onError: { target: 'withFix', actions: assign({ fixError: ({ event }) => errorTextOr(event.error, 'The fix could not be applied') }) },
          },
        },
        /** The node is changed on the canvas (Undo takes it back); Re-run from here is offered. */
        fixApplied: { on: { 'fix.rerun': 'offeringRerun' } },
        offeringRerun: {
          invoke: {
            id: 'rerunAfterFix',
            src: 'rerunAfterFix',
            input: ({ context }) => ({ runId: context.runId!, nodeId: context.fix!.nodeId }),
            onDone: { target: 'rerunOffered', actions: assign({ fixError: null }) },
            onError: { target: 'fixApplied', actions: assign({ fixError: ({ event }) => errorTextOr(event.error, 'The re-run could not be prepared') }) },
          },
        },
        /** The run panel's Re-run controls are open at that node with the saved workflow: the user confirms there. */
        rerunOffered: {},
      },
    },
  },
});
