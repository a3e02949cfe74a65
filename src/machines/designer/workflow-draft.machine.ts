import { assign, fromCallback, setup, type AnyEventObject } from 'xstate';
import type { WorkflowDraft } from '../../domain/assistant/build';
import type { SavedWorkflow } from '../../domain/workflow/saved-workflow';
import { simulationOrder } from '../../domain/workflow/visiting-order';
import { simulationNodeStepMs } from './simulation.machine';
import { placeDraftBeside } from './workflow-editor/draft-overlay';

export interface BuildRequest {
  prompt: string;
  /** The workflow on the canvas, so the draft fits beside it. */
  workflow?: SavedWorkflow;
}

/** What the build's transport reports while Flo builds (the stream's events, D95). */
export type BuildReport =
  | { type: 'build.progress'; text: string }
  | { type: 'build.drafted'; draft: WorkflowDraft }
  | { type: 'build.refused'; reasons: string[] }
  | { type: 'build.failed'; message: string };

export type WorkflowDraftEvent =
  | { type: 'build.request'; prompt: string; workflow?: SavedWorkflow }
  | { type: 'build.cancel' }
  | BuildReport
  | { type: 'draft.test' }
  | { type: 'draft.accept' }
  | { type: 'draft.discard' };

export interface WorkflowDraftContext {
  request: BuildRequest | null;
  /** The draft shown beside the workflow (moved clear of it). */
  draft: WorkflowDraft | null;
  reasons: string[];
  failure: string | null;
  /** The draft's test run: its nodes in visiting order, how far it got, and which have completed. */
  testOrder: string[];
  testIndex: number;
  testCompleted: string[];
}

/** What Accept hands the editor: the draft, and the draft node to open (the first that needs setting up). */
export interface AcceptedDraft {
  workflow: SavedWorkflow;
  openNodeId: string | null;
}

/** Flo's answer in the chat once the draft is on the canvas; offline it names the template it chose (D36, D70). */
export function draftAnswerText(draft: WorkflowDraft): string {
  const where = 'It is on the canvas beside your workflow, dashed: Accept adds it, Discard removes it.';
  const offline = draft.offline
    ? `I am answering offline, so this draft is the closest of Botflow's templates${draft.template ? `: ${draft.template.title}` : ''}. `
    : '';
  const needs = draft.needs.length > 0 ? ` It still needs ${draft.needs.length === 1 ? 'one thing' : `${draft.needs.length} things`}, listed in the bar.` : '';
  return `${offline}${draft.summary}\n\n${where}${needs}`;
}

/** Flo's answer when the draft still did not hold after the second ask: nothing is drawn. */
export function refusalAnswerText(reasons: readonly string[]): string {
  return `I could not build a workflow that holds together:\n\n${reasons.map((reason) => `- ${reason}`).join('\n')}`;
}

function requestOf(event: WorkflowDraftEvent): BuildRequest {
  if (event.type !== 'build.request') throw new Error(`${event.type} is not a build request`);
  return { prompt: event.prompt.trim(), ...(event.workflow ? { workflow: event.workflow } : {}) };
}

/** A new sentence starts a build (a draft still shown is replaced); while one builds, the chat takes no other. */
const startBuild = {
  guard: 'hasPrompt',
  target: '#workflowDraft.building',
  actions: ['rememberRequest', { type: 'tellAsked', params: ({ event }: { event: WorkflowDraftEvent }) => requestOf(event).prompt }],
} as const;

const cleared = { draft: null, reasons: [], failure: null, testOrder: [], testIndex: 0, testCompleted: [] } satisfies Partial<WorkflowDraftContext>;

function draftOrder(draft: WorkflowDraft | null): string[] {
  if (!draft) return [];
  return simulationOrder(
    draft.workflow.nodes.map((node) => ({ id: node.id, type: node.data.type, position: node.position })),
    draft.workflow.edges,
  );
}

/**
 * Build with Flo's draft overlay (D70, D95): a sentence goes to Flo (building, its progress
 * told in the chat), and the answer is a draft shown beside the workflow, or a refusal with its
 * reasons, or a failure (the spec's apology). A shown draft can be test-run (simulated, 1 s per
 * node as Test Workflow, never recorded), accepted (the editor adds it as one undoable step) or
 * discarded (nothing changes). The transport and what the chat and the editor are told are named
 * actors and actions the designer screen supplies.
 */
export const workflowDraftMachine = setup({
  types: {
    context: {} as WorkflowDraftContext,
    events: {} as WorkflowDraftEvent,
  },
  delays: { draftNodeStep: simulationNodeStepMs },
  actors: {
    buildWorkflow: fromCallback<AnyEventObject, BuildRequest>(() => {
      throw new Error('buildWorkflow is provided by the app');
    }),
  },
  actions: {
    /** The chat shows the sentence as the user's message. */
    tellAsked: (_, _prompt: string) => {},
    /** The chat shows the progress as Flo's message. */
    tellProgress: (_, _text: string) => {},
    tellDrafted: (_, _draft: WorkflowDraft) => {},
    tellRefused: (_, _reasons: string[]) => {},
    tellFailed: (_, _message: string) => {},
    /** The editor adds the draft as one undoable step. */
    acceptDraft: (_, _accepted: AcceptedDraft) => {},
    /** A new sentence: a draft still shown is replaced. */
    rememberRequest: assign(({ event }) => ({ ...cleared, request: requestOf(event) })),
    showDraft: assign(({ context }, draft: WorkflowDraft) => ({
      draft: { ...draft, workflow: placeDraftBeside(draft.workflow, context.request?.workflow?.nodes ?? []) },
    })),
    clearDraft: assign({ ...cleared, request: null }),
    startTest: assign(({ context }) => ({ testOrder: draftOrder(context.draft), testIndex: 0, testCompleted: [] })),
    completeTestNode: assign(({ context }) => ({ testCompleted: [...context.testCompleted, context.testOrder[context.testIndex]!], testIndex: context.testIndex + 1 })),
  },
  guards: {
    hasPrompt: ({ event }) => event.type === 'build.request' && event.prompt.trim() !== '',
    /** A draft with no start node has nothing to simulate; the bar disables its test run. */
    draftCanRun: ({ context }) => draftOrder(context.draft).length > 0,
    hasNextTestNode: ({ context }) => context.testIndex + 1 < context.testOrder.length,
  },
}).createMachine({
  id: 'workflowDraft',
  context: { request: null, ...cleared },
  initial: 'idle',
  states: {
    idle: { on: { 'build.request': startBuild } },
    building: {
      invoke: { id: 'buildWorkflow', src: 'buildWorkflow', input: ({ context }) => context.request! },
      on: {
        'build.progress': { actions: { type: 'tellProgress', params: ({ event }) => event.text } },
        'build.drafted': {
          target: 'showing',
          actions: [
            { type: 'showDraft', params: ({ event }) => event.draft },
            { type: 'tellDrafted', params: ({ event }) => event.draft },
          ],
        },
        'build.refused': {
          target: 'refused',
          actions: [assign(({ event }) => ({ reasons: event.reasons })), { type: 'tellRefused', params: ({ event }) => event.reasons }],
        },
        'build.failed': {
          target: 'failed',
          actions: [assign(({ event }) => ({ failure: event.message })), { type: 'tellFailed', params: ({ event }) => event.message }],
        },
        // Stop in the chat: the request is aborted and nothing is drawn.
        'build.cancel': { target: 'idle', actions: 'clearDraft' },
      },
    },
    showing: {
      initial: 'reviewing',
      on: {
        'build.request': startBuild,
        'draft.accept': {
          target: 'idle',
          actions: [
            {
              type: 'acceptDraft',
              params: ({ context }) => ({ workflow: context.draft!.workflow, openNodeId: context.draft!.needs[0]?.nodeId ?? null }),
            },
            'clearDraft',
          ],
        },
        'draft.discard': { target: 'idle', actions: 'clearDraft' },
      },
      states: {
        reviewing: {
          on: { 'draft.test': { guard: 'draftCanRun', target: 'testing', actions: 'startTest' } },
        },
        testing: {
          after: {
            draftNodeStep: [
              { guard: 'hasNextTestNode', target: 'testing', reenter: true, actions: 'completeTestNode' },
              { target: 'tested', actions: 'completeTestNode' },
            ],
          },
        },
        tested: {
          on: { 'draft.test': { target: 'testing', actions: 'startTest' } },
        },
      },
    },
    // What the chat said is the answer; the canvas is as before.
    refused: { on: { 'build.request': startBuild } },
    failed: { on: { 'build.request': startBuild } },
  },
});
