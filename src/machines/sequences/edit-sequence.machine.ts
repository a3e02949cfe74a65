import { assign, enqueueActions, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import { failureSettingsMachine } from '../alerts/failure-settings.machine';
import type { Sequence } from '../../domain/sequences/sequences';
import { noSequenceToast, titleRequiredToast, updatedToast, updateFailedToast } from './sequence-messages';
import type { FieldErrors } from '../forms/form-errors';
import { sameFields, refusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';

const formFields = sameFields('title', 'description');

export interface SequenceChanges {
  title: string;
  description: string;
}

export type EditSequenceEvent =
  | { type: 'edit.open'; sequence: Sequence }
  | { type: 'edit.save'; changes: SequenceChanges }
  | { type: 'edit.close' };

type SaveEvent = Extract<EditSequenceEvent, { type: 'edit.save' }>;

/** The Edit Sequence dialog (spec 02 §2, §4, §8): closed, editing, saving; with "When a run fails" beside it while open (D129). */
export const editSequenceMachine = setup({
  types: {
    context: {} as { sequence: Sequence | null; fieldErrors: FieldErrors },
    events: {} as EditSequenceEvent,
  },
  actors: {
    updateSequence: fromPromise<Sequence, { id: string } & SequenceChanges>(async () => {
      throw new Error('updateSequence is provided by the app');
    }),
    /** "When a run fails" (D129): the sequence's error workflow and alerts, read and saved on their own while the dialog is open. */
    failureSettings: failureSettingsMachine,
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    /** The list replaces its entry with the saved sequence. */
    sequenceSaved: (_, _sequence: Sequence) => {},
  },
  guards: {
    noSequence: ({ context }) => !context.sequence?.id,
    titleBlank: ({ event }) => (event as SaveEvent).changes.title.trim() === '',
  },
}).createMachine({
  id: 'editSequence',
  context: { sequence: null, fieldErrors: {} },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'edit.open': {
          target: 'editing',
          actions: [assign({ sequence: ({ event }) => event.sequence, fieldErrors: {} }), spawnChild('failureSettings', { id: 'failureSettings', input: ({ event }) => ({ sequenceId: event.type === 'edit.open' ? event.sequence.id : '' }) })],
        },
      },
      entry: stopChild('failureSettings'),
    },
    editing: {
      on: {
        'edit.save': [
          { guard: 'noSequence', actions: { type: 'showToast', params: noSequenceToast } },
          { guard: 'titleBlank', actions: [assign({ fieldErrors: {} }), { type: 'showToast', params: titleRequiredToast }] },
          { target: 'saving', actions: assign({ fieldErrors: {} }) },
        ],
        'edit.close': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'updateSequence',
        src: 'updateSequence',
        input: ({ context, event }) => ({ id: context.sequence?.id ?? '', ...(event as SaveEvent).changes }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'sequenceSaved', params: ({ event }) => event.output }, { type: 'showToast', params: updatedToast }],
        },
        // The server's rule messages sit under their fields; only what names no field is a toast.
        onError: {
          target: 'editing',
          actions: enqueueActions(({ enqueue, event }) => {
            const { fieldErrors, toast } = refusalOf(event.error, formFields, updateFailedToast);
            enqueue.assign({ fieldErrors });
            if (toast) enqueue({ type: 'showToast', params: toast });
          }),
        },
      },
    },
  },
});
