import { fromPromise, setup } from 'xstate';
import type { Sequence } from '../../domain/sequences/sequences';
import { createdToast, createFailedToast, titleRequiredToast } from './sequence-messages';
import type { SequenceChanges } from './edit-sequence.machine';
import type { ToastInput } from '../toast/toast.types';

export type AddSequenceEvent = { type: 'create.submit'; details: SequenceChanges };

/** The add-sequence screen (spec 02 §2, §4): idle, submitting, then back to /sequences or the form kept. */
export const addSequenceMachine = setup({
  types: {
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
  initial: 'idle',
  states: {
    idle: {
      on: {
        'create.submit': [{ guard: 'titleBlank', actions: { type: 'showToast', params: titleRequiredToast } }, { target: 'submitting' }],
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
        onError: { target: 'idle', actions: { type: 'showToast', params: ({ event }) => createFailedToast(event.error) } },
      },
    },
    created: { type: 'final', tags: ['busy'] },
  },
});
