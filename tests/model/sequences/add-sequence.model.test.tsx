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
  return { actor, view, createSequence, showToast, goToSequences };
}
type Sut = ReturnType<typeof mount>;

describeModel('add-sequence machine with the add-sequence view', {
  machine: addSequenceMachine,
  events: [
    { type: 'create.submit', details: { title: ' Morning Report ', description: 'Collects the overnight numbers.' } },
    { type: 'create.submit', details: { title: '   ', description: '' } },
    { type: 'xstate.done.actor.createSequence', output: morning },
    { type: 'xstate.error.actor.createSequence', error: new Error('Title must not exceed 50 characters') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'create.submit': (sut, event) => {
      const details = event.details as SequenceChanges;
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
    'xstate.error.actor.createSequence': (sut, event) => sut.createSequence.reject(event.error),
  },
  assertions: {
    idle: (sut: Sut) => {
      expect(screen.getByRole('link', { name: 'Back to Sequences' })).toHaveAttribute('href', '/sequences');
      expect(screen.getByLabelText('Title')).toBeEnabled();
      const last = sut.showToast.mock.lastCall?.[0];
      if (last) expect([{ title: 'Validation Error', description: 'Title is required.', variant: 'destructive' }, { title: 'Creation Failed', description: 'Title must not exceed 50 characters', variant: 'destructive' }]).toContainEqual(last);
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
