import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Sequence } from '../../domain/sequences/sequences';
import { createdToast, createFailedToast, titleRequiredToast } from './sequence-messages';
import type { SequenceChanges } from './edit-sequence.machine';
import type { FieldErrors } from '../forms/form-errors';
import { sameFields, refusalOf } from '../forms/server-field-errors';
import type { ToastInput } from '../toast/toast.types';

export type AddSequenceEvent = { type: 'create.submit'; details: SequenceChanges };

const formFields = sameFields('title', 'description');

/**
 * The add-sequence screen (spec 02 §2, §4): idle, submitting, then back to /sequences or the form
 * kept, with the server's rule messages under their fields.
 */
export const addSequenceMachine = setup({
  types: {
    context: {} as { fieldErrors: FieldErrors },
    events: {} as AddSequenceEvent,
  },
  actors: {
    createSequence: fromPromise<Sequence, SequenceChanges>(async () => {
      throw new Error('createSequence is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _toast: ToastInput) => {},
    goToSequences: () => {},
  },
  guards: {
    titleBlank: ({ event }) => event.details.title.trim() === '',
  },
}).createMachine({
  id: 'addSequence',
  context: { fieldErrors: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'create.submit': [
          // The spec's toast speaks for a blank title; the server's last word on the fields no longer applies.
          { guard: 'titleBlank', actions: [assign({ fieldErrors: {} }), { type: 'showToast', params: titleRequiredToast }] },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createSequence',
        src: 'createSequence',
        // The spec sends the items empty; the designer fills them.
        input: ({ event }) => {
          const { title, description } = (event as AddSequenceEvent).details;
          return { title: title.trim(), description: description.trim() };
        },
        onDone: { target: 'created', actions: [{ type: 'showToast', params: ({ event }) => createdToast(event.output) }, 'goToSequences'] },
        // Only what names no field of the form is a toast.
        onError: {
          target: 'idle',
          actions: enqueueActions(({ enqueue, event }) => {
            const { fieldErrors, toast } = refusalOf(event.error, formFields, createFailedToast);
            enqueue.assign({ fieldErrors });
            if (toast) enqueue({ type: 'showToast', params: toast });
          }),
        },
      },
    },
    created: { type: 'final', tags: ['busy'] },
  },
});
