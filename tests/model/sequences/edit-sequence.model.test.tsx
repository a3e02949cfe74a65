import { fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { editSequenceMachine, type SequenceChanges } from '../../../src/machines/sequences/edit-sequence.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import { EditSequenceDialog } from '../../../src/views/sequences/EditSequenceDialog';
import { fill } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';
import { morning, prices } from './sequence-fixtures';

const withoutId: Sequence = { ...morning, id: '' };
const workflowNode = (id: string, type: string) => ({ id, type, position: { x: 0, y: 0 }, data: { label: `${type} Node`, type, properties: {} } });
// The designer saved a workflow of three nodes into this one's items (D14).
const pricesWithWorkflow: Sequence = {
  ...prices,
  items: [
    {
      nodes: [workflowNode('node-1', 'start'), workflowNode('node-2', 'process'), workflowNode('node-3', 'end')],
      edges: [{ id: 'e-1-2', source: 'node-1', target: 'node-2' }],
      viewport: { x: 0, y: 0, zoom: 1 },
    },
  ],
};
/** Number of Items counts the saved workflow's nodes, not the items list's one element that holds it (D14). */
const expectedItemCount: Record<string, string> = { [morning.id]: '0', [prices.id]: '3', '': '0' };

function mount() {
  const updateSequence = createDeferredActor<Sequence, { id: string } & SequenceChanges>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const sequenceSaved = vi.fn<(sequence: Sequence) => void>();
  const actor = createActor(
    editSequenceMachine.provide({
      actors: { updateSequence: updateSequence.logic },
      actions: { showToast: (_, toast) => showToast(toast), sequenceSaved: (_, sequence) => sequenceSaved(sequence) },
    }),
  ).start();
  const view = render(<EditSequenceDialog actor={actor} />);
  return { actor, view, updateSequence, showToast, sequenceSaved, opened: false };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog', { name: 'Edit Sequence' });

describeModel('edit-sequence machine with the edit dialog', {
  machine: editSequenceMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.sequence?.id, snapshot.context.fieldErrors]),
  events: [
    // Opening is the list's edit action; the list view has its own generated paths.
    { type: 'edit.open', sequence: morning },
    { type: 'edit.open', sequence: pricesWithWorkflow },
    { type: 'edit.open', sequence: withoutId },
    { type: 'edit.save', changes: { title: 'Evening Report', description: 'Now at night.' } },
    { type: 'edit.save', changes: { title: '   ', description: '' } },
    { type: 'edit.close' },
    { type: 'xstate.done.actor.updateSequence', output: { ...morning, title: 'Evening Report', description: 'Now at night.' } },
    // The server's validation detail names the title: it sits under the field, with no toast.
    { type: 'xstate.error.actor.updateSequence', error: refused(422, 'title: Title must not exceed 50 characters') },
    { type: 'xstate.error.actor.updateSequence', error: refused(404, 'Sequence not found') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'edit.open': (sut, event) => {
      sut.showToast.mockClear();
      sut.opened = true;
      sut.actor.send(event as never);
    },
    'edit.save': (sut, event) => {
      sut.showToast.mockClear();
      sut.opened = false;
      const changes = event.changes as SequenceChanges;
      fill('Title', changes.title);
      fill('Description', changes.description);
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    },
    'edit.close': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    },
    'xstate.done.actor.updateSequence': (sut, event) => sut.updateSequence.resolve(event.output as Sequence),
    'xstate.error.actor.updateSequence': (sut, event) => {
      sut.showToast.mockClear();
      sut.opened = false;
      sut.updateSequence.reject(event.error);
    },
  },
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      if (sut.sequenceSaved.mock.calls.length > 0) {
        expect(sut.sequenceSaved).toHaveBeenLastCalledWith({ ...morning, title: 'Evening Report', description: 'Now at night.' });
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Sequence Updated!', description: 'Sequence has been successfully updated.', variant: 'success' });
      }
    },
    editing: (sut: Sut) => {
      const sequence = sut.actor.getSnapshot().context.sequence!;
      expect(within(dialog()).getByText('Created At')).toBeInTheDocument();
      expect(within(dialog()).getByText(sequence.last_run_at ? dayjs(sequence.last_run_at).format('MMM D, YYYY h:mm A') : 'Never')).toBeInTheDocument();
      expect(within(dialog()).getByText('Number of Items').nextElementSibling).toHaveTextContent(new RegExp(`^${expectedItemCount[sequence.id]}$`));
      expect(within(dialog()).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      expect(within(dialog()).getByLabelText('Title')).toHaveAttribute('maxlength', '50');
      expect(within(dialog()).getByLabelText('Description')).toHaveAttribute('maxlength', '500');
      // A form that opens starts in its first field.
      if (sut.opened) expect(within(dialog()).getByLabelText('Title')).toHaveFocus();
      const { fieldErrors } = sut.actor.getSnapshot().context;
      if (fieldErrors.title) {
        expect(within(dialog()).getByText('Title must not exceed 50 characters')).toBeInTheDocument();
        expect(within(dialog()).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
        expect(within(dialog()).getByLabelText('Title')).toHaveFocus();
        expect(sut.showToast).not.toHaveBeenCalled();
      } else {
        expect(within(dialog()).queryByText('Title must not exceed 50 characters')).toBeNull();
      }
      const last = sut.showToast.mock.lastCall?.[0];
      if (last) {
        expect(['No sequence selected or sequence ID missing.', 'Title is required.', 'Sequence not found']).toContain(last.description);
      }
      if (last?.description === 'No sequence selected or sequence ID missing.') expect(sequence.id).toBe('');
    },
    saving: (sut: Sut) => {
      expect(within(dialog()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(within(dialog()).getByLabelText('Title')).toBeDisabled();
      expect(sut.updateSequence.calls.at(-1)).toEqual({ id: sut.actor.getSnapshot().context.sequence!.id, title: 'Evening Report', description: 'Now at night.' });
    },
  },
});
