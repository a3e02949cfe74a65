import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { editSequenceMachine } from '../../../src/machines/sequences/edit-sequence.machine';
import { sequencesMachine } from '../../../src/machines/sequences/sequences.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import { SequencesView } from '../../../src/views/sequences/SequencesView';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { morning, prices } from './sequence-fixtures';

const renamed: Sequence = { ...morning, title: 'Evening Report' };

function mount() {
  const loadSequences = createDeferredActor<Sequence[]>();
  const deleteSequence = createDeferredActor<void, { id: string }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const onOpen = vi.fn<(sequence: Sequence) => void>();
  const actor = createActor(
    sequencesMachine.provide({
      actors: { loadSequences: loadSequences.logic, deleteSequence: deleteSequence.logic },
      actions: { showToast: (_, toast) => showToast(toast) },
    }),
  ).start();
  const editActor = createActor(editSequenceMachine).start();
  const view = render(
    <MemoryRouter>
      <SequencesView actor={actor} editActor={editActor} onOpen={onOpen} />
    </MemoryRouter>,
  );
  /** The last step taken, for assertions that depend on how the state was reached. */
  const progress = { lastStep: 'xstate.init' };
  return { actor, editActor, view, loadSequences, deleteSequence, showToast, onOpen, progress };
}
type Sut = ReturnType<typeof mount>;
type Step = (sut: Sut, event: { type: string; [key: string]: unknown }) => void;

function rememberingLastStep(steps: Record<string, Step>): Record<string, Step> {
  return Object.fromEntries(
    Object.entries(steps).map(([type, step]) => [
      type,
      (sut: Sut, event: { type: string; [key: string]: unknown }) => {
        sut.progress.lastStep = type;
        step(sut, event);
      },
    ]),
  );
}

describeModel('sequences machine with the sequences view', {
  machine: sequencesMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.sequences.map((sequence) => sequence.title)]),
  events: [
    { type: 'xstate.done.actor.loadSequences', output: [morning, prices] },
    { type: 'xstate.done.actor.loadSequences', output: [] },
    { type: 'xstate.error.actor.loadSequences', error: new Error('No response from server') },
    { type: 'sequences.refresh' },
    { type: 'xstate.done.actor.refreshSequences', output: [morning] },
    { type: 'xstate.error.actor.refreshSequences', error: new Error('No response from server') },
    { type: 'sequence.updated', sequence: renamed },
    { type: 'delete.request', sequence: morning },
    { type: 'delete.cancel' },
    { type: 'delete.confirm' },
    { type: 'xstate.done.actor.deleteSequence', output: undefined },
    { type: 'xstate.error.actor.deleteSequence', error: new Error('Sequence not found') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.editActor.stop();
  },
  execute: rememberingLastStep({
    'xstate.done.actor.loadSequences': (sut, event) => sut.loadSequences.resolve(event.output as Sequence[]),
    'xstate.error.actor.loadSequences': (sut, event) => sut.loadSequences.reject(event.error),
    'sequences.refresh': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh sequences' }));
    },
    // Refreshing runs the same load actor again.
    'xstate.done.actor.refreshSequences': (sut, event) => sut.loadSequences.resolve(event.output as Sequence[]),
    'xstate.error.actor.refreshSequences': (sut, event) => sut.loadSequences.reject(event.error),
    // Sent by the edit dialog when it saved; the dialog has its own generated paths.
    'sequence.updated': (sut, event) => sut.actor.send(event as never),
    // By id: an earlier step may have renamed it.
    'delete.request': (sut, event) => {
      const current = sut.actor.getSnapshot().context.sequences.find((sequence) => sequence.id === (event.sequence as Sequence).id)!;
      fireEvent.click(screen.getByRole('button', { name: `Delete ${current.title}` }));
    },
    'delete.cancel': () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    },
    'delete.confirm': () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    },
    'xstate.done.actor.deleteSequence': (sut) => sut.deleteSequence.resolve(undefined),
    'xstate.error.actor.deleteSequence': (sut, event) => sut.deleteSequence.reject(event.error),
  }),
  assertions: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading Sequences...');
    },
    failed: (sut: Sut) => {
      expect(sut.showToast).toHaveBeenCalledWith({ title: 'Error Loading Sequences', description: 'No response from server', variant: 'destructive' });
      expect(screen.getByRole('button', { name: 'Refresh sequences' })).toBeEnabled();
    },
    list: (sut: Sut) => {
      const { sequences } = sut.actor.getSnapshot().context;
      // A dialog hides the page behind it from assistive technology, so look past that.
      expect(screen.getByRole('link', { name: 'Add New', hidden: true })).toHaveAttribute('href', '/sequences/add-sequence');
      expect(screen.queryAllByTestId('sequence-tile').map((tile) => within(tile).getByRole('heading', { hidden: true }).textContent)).toEqual(
        sequences.map((sequence) => sequence.title),
      );
      expect(screen.queryByText('No sequences found. Create your first sequence to get started.') !== null).toBe(sequences.length === 0);
      // D148: a tile says its last server run's status and end; one never run there says nothing.
      for (const [index, tile] of screen.queryAllByTestId('sequence-tile').entries()) {
        const lastRun = sequences[index]!.last_run ?? null;
        const line = within(tile).queryByTestId('sequence-last-run');
        if (lastRun === null) expect(line).toBeNull();
        else {
          expect(line).toHaveTextContent(/^Failed \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M$/);
          expect(within(line!).getByText(/^\w{3} \d/)).toHaveAttribute('datetime', lastRun.ended_at);
        }
      }
    },
    'list.idle': (sut: Sut) => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Refresh sequences' })).toBeEnabled();
      if (sut.progress.lastStep === 'xstate.done.actor.refreshSequences') {
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Sequences Refreshed', description: 'Sequences data has been refreshed successfully.' });
      }
      if (sut.progress.lastStep === 'xstate.error.actor.refreshSequences') {
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Error Loading Sequences', description: 'No response from server', variant: 'destructive' });
      }
    },
    // A refresh, also from the load-failed state: the button spins, the page is not reloaded.
    'list.refreshing': () => {
      expect(screen.getByRole('button', { name: 'Refresh sequences' })).toBeDisabled();
      expect(screen.queryByText('Loading Sequences...')).toBeNull();
      expect(screen.getByRole('link', { name: 'Add New' })).toBeInTheDocument();
    },
    'list.confirmingDelete': (sut: Sut) => {
      const pending = sut.actor.getSnapshot().context.pendingDeletion!;
      expect(within(screen.getByRole('alertdialog')).getByText(new RegExp(pending.title))).toBeInTheDocument();
    },
    'list.deleting': (sut: Sut) => {
      expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
      expect(sut.deleteSequence.calls.at(-1)).toEqual({ id: morning.id });
    },
  },
});
