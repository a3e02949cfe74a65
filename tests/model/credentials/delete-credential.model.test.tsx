import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Credential, UsingSequence } from '../../../src/domain/credentials/credentials';
import { deleteCredentialMachine } from '../../../src/machines/credentials/delete-credential.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { DeleteCredentialDialog } from '../../../src/views/credentials/DeleteCredentialDialog';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';
import { ordersToken, storyUsers } from '../../../src/views/credentials/credential-story-fixtures';

function mount() {
  const findUses = createDeferredActor<UsingSequence[], { id: string }>();
  const deleteCredential = createDeferredActor<void, { id: string }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const deleted = vi.fn<(credential: Credential) => void>();
  const actor = createActor(
    deleteCredentialMachine.provide({
      actors: { findUses: findUses.logic, deleteCredential: deleteCredential.logic },
      actions: { showToast: (_, toast) => showToast(toast), deleted: (_, credential) => deleted(credential) },
    }),
  ).start();
  const view = render(<DeleteCredentialDialog actor={actor} />);
  /** How the last step came about, for what the closed dialog should have said. */
  const progress = { lastStep: 'xstate.init' };
  return { actor, view, findUses, deleteCredential, showToast, deleted, progress };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('alertdialog');

describeModel('delete-credential machine with the delete confirmation', {
  machine: deleteCredentialMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.usedBy.length]),
  events: [
    // The list's Delete button; the list has its own generated paths.
    { type: 'delete.request', credential: ordersToken },
    { type: 'xstate.done.actor.findUses', output: [] },
    { type: 'xstate.done.actor.findUses', output: storyUsers },
    { type: 'xstate.error.actor.findUses', error: refused(404, 'Credential not found') },
    { type: 'delete.cancel' },
    { type: 'delete.confirm' },
    { type: 'xstate.done.actor.deleteCredential', output: undefined },
    { type: 'xstate.error.actor.deleteCredential', error: refused(404, 'Credential not found') },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: Object.fromEntries(
    Object.entries({
      'delete.request': (sut: Sut, event: { type: string; [key: string]: unknown }) => sut.actor.send(event as never),
      'xstate.done.actor.findUses': (sut: Sut, event: { type: string; [key: string]: unknown }) => sut.findUses.resolve(event.output as UsingSequence[]),
      'xstate.error.actor.findUses': (sut: Sut, event: { type: string; [key: string]: unknown }) => sut.findUses.reject(event.error),
      'delete.cancel': () => {
        fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      },
      'delete.confirm': () => {
        fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
      },
      'xstate.done.actor.deleteCredential': (sut: Sut) => sut.deleteCredential.resolve(undefined),
      'xstate.error.actor.deleteCredential': (sut: Sut, event: { type: string; [key: string]: unknown }) => sut.deleteCredential.reject(event.error),
    }).map(([type, step]) => [
      type,
      (sut: Sut, event: { type: string; [key: string]: unknown }) => {
        sut.progress.lastStep = type;
        sut.showToast.mockClear();
        return step(sut, event);
      },
    ]),
  ),
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
      const failed = { title: 'Deletion Failed', description: 'Credential not found', variant: 'destructive' };
      if (sut.progress.lastStep === 'xstate.done.actor.deleteCredential') {
        expect(sut.deleted).toHaveBeenLastCalledWith(ordersToken);
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Credential Deleted', description: '"Orders API" has been deleted.', variant: 'success' });
      } else if (sut.progress.lastStep.startsWith('xstate.error')) {
        expect(sut.showToast).toHaveBeenLastCalledWith(failed);
        expect(sut.deleted).not.toHaveBeenCalled();
      } else {
        expect(sut.showToast).not.toHaveBeenCalled();
      }
    },
    checking: (sut: Sut) => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Checking which sequences use it...');
      expect(within(dialog()).getByRole('button', { name: 'Delete' })).toBeDisabled();
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      expect(sut.findUses.calls.at(-1)).toEqual({ id: ordersToken.id });
    },
    confirming: (sut: Sut) => {
      const { usedBy } = sut.actor.getSnapshot().context;
      expect(within(dialog()).getByText(/Delete “Orders API”\?/)).toBeInTheDocument();
      if (usedBy.length === 0) {
        expect(within(dialog()).getByText(/No saved workflow uses it/)).toBeInTheDocument();
        expect(within(dialog()).queryByRole('list')).toBeNull();
      } else {
        expect(within(dialog()).getByText(/these 2 sequences use it, and their runs will fail/)).toBeInTheDocument();
        expect(within(within(dialog()).getByRole('list', { name: 'Sequences that use it' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
          'Nightly order sync',
          'Weekly report',
        ]);
      }
      expect(within(dialog()).getByRole('button', { name: 'Delete' })).toBeEnabled();
    },
    deleting: (sut: Sut) => {
      expect(within(dialog()).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(sut.deleteCredential.calls.at(-1)).toEqual({ id: ordersToken.id });
    },
  },
});
