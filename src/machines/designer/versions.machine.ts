import { assign, fromPromise, setup } from 'xstate';
import { errorTextOr } from '../../domain/error-text';
import type { SequenceVersion, SequenceVersionDetail, VersionRestoreAnswer } from '../../domain/sequences/versions';
import type { ToastInput } from '../toast/toast.types';

export interface VersionsContext {
  sequenceId: string | null;
  /** Newest first, as the server lists them. */
  versions: SequenceVersion[];
  /** The version shown read-only on the canvas. */
  opened: SequenceVersionDetail | null;
  /** The version to open once the list is in (History's "opens the version it ran"). */
  wanted: number | null;
  /** The marked node whose changed properties are shown side by side. */
  selectedNodeId: string | null;
  errorMessage: string | null;
  /** Closed while the server was restoring: the answer still reaches the editor, then the panel closes. */
  closeAfterRestore: boolean;
}

export type VersionsEvent =
  | { type: 'versions.open'; sequenceId: string; number?: number }
  | { type: 'versions.close' }
  | { type: 'versions.retry' }
  | { type: 'version.open'; number: number }
  | { type: 'version.back' }
  | { type: 'version.restore' }
  | { type: 'node.select'; id: string | null };

export const versionsToasts = {
  restored: (from: number, to: number) => ({ title: 'Version restored', description: `Version ${from} is now the current workflow, saved as version ${to}.`, variant: 'success' }),
} satisfies Record<string, (...values: number[]) => ToastInput>;

const errorText = (error: unknown) => errorTextOr(error, 'An unexpected error occurred');

const closedContext = { opened: null, wanted: null, selectedNodeId: null, errorMessage: null, closeAfterRestore: false } as const;

/**
 * The designer's Versions panel (D69): the sequence's versions, one opened read-only on the canvas
 * with what differs from the current workflow, and Restore, which the server saves as a new version
 * and the editor applies as one undoable step (`applyRestored`, given by the screen).
 */
export const versionsMachine = setup({
  types: {
    context: {} as VersionsContext,
    events: {} as VersionsEvent,
  },
  actors: {
    loadVersions: fromPromise<SequenceVersion[], { sequenceId: string }>(async () => []),
    loadVersion: fromPromise<SequenceVersionDetail, { sequenceId: string; number: number }>(async () => {
      throw new Error('no version');
    }),
    restoreVersion: fromPromise<VersionRestoreAnswer, { sequenceId: string; number: number }>(async () => {
      throw new Error('no restore');
    }),
  },
  actions: {
    /** The editor takes the restored workflow as one undoable step; the server already holds it. */
    applyRestored: (_, _answer: VersionRestoreAnswer) => {},
    notify: (_, _toast: ToastInput) => {},
  },
  guards: {
    wantsAVersion: ({ context }) => context.wanted !== null,
    closesAfterRestore: ({ context }) => context.closeAfterRestore,
  },
}).createMachine({
  id: 'versions',
  context: { sequenceId: null, versions: [], ...closedContext },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'versions.open': {
          target: 'open',
          actions: assign(({ event }) => ({ sequenceId: event.sequenceId, wanted: event.number ?? null, errorMessage: null })),
        },
      },
    },
    open: {
      initial: 'loading',
      on: {
        'versions.close': { target: 'closed', actions: assign(closedContext) },
        // History asks for the version a run ran while the panel is open: the list is asked again.
        'versions.open': {
          target: 'open',
          reenter: true,
          actions: assign(({ event }) => ({ ...closedContext, sequenceId: event.sequenceId, wanted: event.number ?? null })),
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadVersions',
            src: 'loadVersions',
            input: ({ context }) => ({ sequenceId: context.sequenceId! }),
            onDone: [
              { guard: 'wantsAVersion', target: 'opening', actions: assign(({ event }) => ({ versions: event.output })) },
              { target: 'list', actions: assign(({ event }) => ({ versions: event.output })) },
            ],
            onError: { target: 'failed', actions: assign(({ event }) => ({ errorMessage: errorText(event.error) })) },
          },
        },
        failed: {
          on: { 'versions.retry': { target: 'loading', actions: assign({ errorMessage: null }) } },
        },
        list: {
          on: { 'version.open': { target: 'opening', actions: assign(({ event }) => ({ wanted: event.number, errorMessage: null })) } },
        },
        opening: {
          invoke: {
            id: 'loadVersion',
            src: 'loadVersion',
            input: ({ context }) => ({ sequenceId: context.sequenceId!, number: context.wanted! }),
            onDone: { target: 'viewing', actions: assign(({ event }) => ({ opened: event.output, wanted: null, selectedNodeId: null })) },
            // Back to the list, which says why (a pruned or unknown version is a 404 with its reason).
            onError: { target: 'list', actions: assign(({ event }) => ({ wanted: null, opened: null, errorMessage: errorText(event.error) })) },
          },
        },
        viewing: {
          on: {
            'node.select': { actions: assign(({ event }) => ({ selectedNodeId: event.id })) },
            'version.back': { target: 'list', actions: assign({ opened: null, selectedNodeId: null, errorMessage: null }) },
            'version.restore': { target: 'restoring', actions: assign({ errorMessage: null }) },
          },
        },
        restoring: {
          // The server is saving: its answer must reach the editor, so Close and History's "open
          // version" wait for it instead of dropping it.
          on: {
            'versions.close': { actions: assign({ closeAfterRestore: true }) },
            'versions.open': { actions: assign(({ event }) => ({ wanted: event.number ?? null, closeAfterRestore: false })) },
          },
          invoke: {
            id: 'restoreVersion',
            src: 'restoreVersion',
            input: ({ context }) => ({ sequenceId: context.sequenceId!, number: context.opened!.number }),
            onDone: [
              {
                guard: 'closesAfterRestore',
                target: '#versions.closed',
                actions: [
                  { type: 'applyRestored', params: ({ event }) => event.output },
                  { type: 'notify', params: ({ context, event }) => versionsToasts.restored(context.opened!.number, event.output.version.number) },
                  assign(closedContext),
                ],
              },
              {
                // The canvas is the current workflow again, now the restored one; the list gains its new version.
                target: 'loading',
                actions: [
                  { type: 'applyRestored', params: ({ event }) => event.output },
                  { type: 'notify', params: ({ context, event }) => versionsToasts.restored(context.opened!.number, event.output.version.number) },
                  assign({ opened: null, selectedNodeId: null }),
                ],
              },
            ],
            onError: { target: 'viewing', actions: assign(({ event }) => ({ errorMessage: errorText(event.error), closeAfterRestore: false })) },
          },
        },
      },
    },
  },
});
