import { assign, fromPromise, setup } from 'xstate';
import type { Sequence } from '../../domain/sequences/sequences';
import { deletedToast, deleteFailedToast, loadFailedToast, refreshedToast } from './sequence-messages';
import type { ToastInput } from '../toast/toast.types';

export interface SequencesContext {
  sequences: Sequence[];
  /** The sequence whose deletion waits for confirmation or is being sent. */
  pendingDeletion: Sequence | null;
}

export type SequencesEvent =
  | { type: 'sequences.refresh' }
  | { type: 'sequence.updated'; sequence: Sequence }
  | { type: 'delete.request'; sequence: Sequence }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

/**
 * The sequences page (spec 02 §2 Sequences, §4): loading, the list with refresh, and, beyond the
 * spec, deleting a sequence after a confirmation.
 */
export const sequencesMachine = setup({
  types: {
    context: {} as SequencesContext,
    events: {} as SequencesEvent,
  },
  actors: {
    loadSequences: fromPromise<Sequence[]>(async () => {
      throw new Error('loadSequences is provided by the app');
    }),
    deleteSequence: fromPromise<void, { id: string }>(async () => {
      throw new Error('deleteSequence is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
  },
  guards: {
    isListed: ({ context, event }) => event.type === 'delete.request' && context.sequences.some((sequence) => sequence.id === event.sequence.id),
  },
}).createMachine({
  id: 'sequences',
  context: { sequences: [], pendingDeletion: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSequences',
        src: 'loadSequences',
        onDone: { target: 'list', actions: assign({ sequences: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'showToast', params: ({ event }) => loadFailedToast(event.error) } },
      },
    },
    // The round button works here as it does on a list: a refresh (spec 02 §4 refreshing flag,
    // §8 "Sequences Refreshed"); nothing is listed yet, so a refresh that fails leaves an empty list.
    failed: {
      on: { 'sequences.refresh': '#sequences.list.refreshing' },
    },
    list: {
      initial: 'idle',
      on: {
        // The edit dialog saved: its answer replaces the entry in place.
        'sequence.updated': {
          actions: assign({
            sequences: ({ context, event }) => context.sequences.map((sequence) => (sequence.id === event.sequence.id ? event.sequence : sequence)),
          }),
        },
      },
      states: {
        idle: {
          on: {
            'sequences.refresh': 'refreshing',
            'delete.request': { guard: 'isListed', target: 'confirmingDelete', actions: assign({ pendingDeletion: ({ event }) => event.sequence }) },
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshSequences',
            src: 'loadSequences',
            onDone: { target: 'idle', actions: [assign({ sequences: ({ event }) => event.output }), { type: 'showToast', params: refreshedToast }] },
            onError: { target: 'idle', actions: { type: 'showToast', params: ({ event }) => loadFailedToast(event.error) } },
          },
        },
        confirmingDelete: {
          on: {
            'delete.cancel': { target: 'idle', actions: assign({ pendingDeletion: null }) },
            'delete.confirm': 'deleting',
          },
        },
        deleting: {
          invoke: {
            id: 'deleteSequence',
            src: 'deleteSequence',
            input: ({ context }) => ({ id: context.pendingDeletion?.id ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'showToast', params: ({ context }) => deletedToast(context.pendingDeletion!) },
                assign({
                  sequences: ({ context }) => context.sequences.filter((sequence) => sequence.id !== context.pendingDeletion?.id),
                  pendingDeletion: null,
                }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [{ type: 'showToast', params: ({ event }) => deleteFailedToast(event.error) }, assign({ pendingDeletion: null })],
            },
          },
        },
      },
    },
  },
});
