import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { addSequenceMachine } from '../../../src/machines/sequences/add-sequence.machine';
import type { SequenceChanges } from '../../../src/machines/sequences/edit-sequence.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import { AddSequenceView } from '../../../src/views/sequences/AddSequenceView';
import { fill } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';
import { morning } from './sequence-fixtures';

function mount() {
  const createSequence = createDeferredActor<Sequence, SequenceChanges>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const goToSequences = vi.fn();
  const actor = createActor(
    addSequenceMachine.provide({
      actors: { createSequence: createSequence.logic },
      actions: { showToast: (_, toast) => showToast(toast), goToSequences },
    }),
  ).start();
  const view = render(
    <MemoryRouter>
      <AddSequenceView actor={actor} />
    </MemoryRouter>,
  );
  return { actor, view, createSequence, showToast, goToSequences, injectedError: null as Error | null, submittedBlank: false };
}
type Sut = ReturnType<typeof mount>;

describeModel('add-sequence machine with the add-sequence view', {
  machine: addSequenceMachine,
  // Which of the server's messages sit under a field shows in the view, so it is part of the state.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.fieldErrors]),
  events: [
    { type: 'create.submit', details: { title: ' Morning Report ', description: 'Collects the overnight numbers.' } },
    { type: 'create.submit', details: { title: '   ', description: '' } },
    { type: 'xstate.done.actor.createSequence', output: morning },
    // The server's validation detail names the field: it goes under the field, with no toast.
    { type: 'xstate.error.actor.createSequence', error: refused(422, 'title: Title must not exceed 50 characters') },
    { type: 'xstate.error.actor.createSequence', error: refused(422, 'description: Description must not exceed 500 characters; items: Items must be a list') },
    { type: 'xstate.error.actor.createSequence', error: refused(500, '') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'create.submit': (sut, event) => {
      sut.showToast.mockClear();
      sut.injectedError = null;
      const details = event.details as SequenceChanges;
      sut.submittedBlank = details.title.trim() === '';
      fill('Title', details.title);
      fill('Description', details.description);
      const submit = screen.getByRole('button', { name: 'Create Sequence' });
      if (details.title.trim() === '') {
        // The button refuses a blank title; a submission that gets through anyway meets the toast.
        expect(submit).toBeDisabled();
        sut.actor.send({ type: 'create.submit', details });
      } else {
        fireEvent.click(submit);
      }
    },
    'xstate.done.actor.createSequence': (sut, event) => sut.createSequence.resolve(event.output as Sequence),
    'xstate.error.actor.createSequence': (sut, event) => {
      sut.injectedError = event.error as Error;
      sut.createSequence.reject(event.error);
    },
  },
  assertions: {
    idle: (sut: Sut) => {
      expect(screen.getByRole('link', { name: 'Back to Sequences' })).toHaveAttribute('href', '/sequences');
      expect(screen.getByLabelText('Title')).toBeEnabled();
      // Spec 01 §5 limits: the inputs stop at them.
      expect(screen.getByLabelText('Title')).toHaveAttribute('maxlength', '50');
      expect(screen.getByLabelText('Description')).toHaveAttribute('maxlength', '500');
      const toasts = sut.showToast.mock.calls.map(([toast]) => toast);
      const message = sut.injectedError?.message;
      if (message === undefined) {
        expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({});
        expect(toasts).toEqual(sut.submittedBlank ? [{ title: 'Validation Error', description: 'Title is required.', variant: 'destructive' }] : []);
      } else if (message.startsWith('title:')) {
        expect(screen.getByText('Title must not exceed 50 characters')).toBeInTheDocument();
        expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByLabelText('Title')).toHaveFocus();
        expect(toasts).toEqual([]);
      } else if (message.startsWith('description:')) {
        expect(screen.getByText('Description must not exceed 500 characters')).toBeInTheDocument();
        expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
        // What names no field of the form is still said, without the part shown under the field.
        expect(toasts).toEqual([{ title: 'Creation Failed', description: 'items: Items must be a list', variant: 'destructive' }]);
      } else {
        expect(screen.queryByText(/must not exceed/)).not.toBeInTheDocument();
        expect(toasts).toEqual([{ title: 'Creation Failed', description: 'Failed to create sequence. Please try again.', variant: 'destructive' }]);
      }
    },
    submitting: (sut: Sut) => {
      expect(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
      expect(screen.getByLabelText('Title')).toBeDisabled();
      expect(screen.getByLabelText('Description')).toBeDisabled();
      expect(sut.createSequence.calls.at(-1)).toEqual({ title: 'Morning Report', description: 'Collects the overnight numbers.' });
    },
    created: (sut: Sut) => {
      expect(sut.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Sequence Created!' }));
      expect(sut.goToSequences).toHaveBeenCalledOnce();
    },
  },
});
