import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ApiKey } from '../../../src/domain/api-keys/api-key-contract';
import { revokeApiKeyMachine } from '../../../src/machines/api-keys/revoke-api-key.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { deployKey } from '../../../src/views/api-keys/api-key-story-fixtures';
import { RevokeApiKeyDialog } from '../../../src/views/api-keys/RevokeApiKeyDialog';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

function mount() {
  const revokeKey = createDeferredActor<void, { id: string }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const revoked = vi.fn<(key: ApiKey) => void>();
  const actor = createActor(
    revokeApiKeyMachine.provide({
      actors: { revokeKey: revokeKey.logic },
      actions: { showToast: (_, toast) => showToast(toast), revoked: (_, key) => revoked(key) },
    }),
  ).start();
  const view = render(<RevokeApiKeyDialog actor={actor} />);
  /** How the last step came about, for what the closed dialog should have said. */
  const progress = { lastStep: 'xstate.init', lastError: null as string | null };
  return { actor, view, revokeKey, showToast, revoked, progress };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('alertdialog');
const goneAlready = refused(404, 'API key not found');
const serverDown = refused(503, 'Service unavailable');

describeModel('revoke-api-key machine with the confirmation', {
  machine: revokeApiKeyMachine,
  events: [
    // The list's Revoke button; the list has its own generated paths.
    { type: 'revoke.request', key: deployKey },
    { type: 'revoke.cancel' },
    { type: 'revoke.confirm' },
    { type: 'xstate.done.actor.revokeKey', output: undefined },
    { type: 'xstate.error.actor.revokeKey', error: goneAlready },
    { type: 'xstate.error.actor.revokeKey', error: serverDown },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: Object.fromEntries(
    Object.entries({
      'revoke.request': (sut: Sut, event: { type: string; [key: string]: unknown }) => sut.actor.send(event as never),
      'revoke.cancel': () => {
        fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      },
      'revoke.confirm': () => {
        fireEvent.click(within(dialog()).getByRole('button', { name: 'Revoke' }));
      },
      'xstate.done.actor.revokeKey': (sut: Sut) => sut.revokeKey.resolve(undefined),
      'xstate.error.actor.revokeKey': (sut: Sut, event: { type: string; [key: string]: unknown }) => {
        sut.progress.lastError = (event.error as Error).message;
        sut.revokeKey.reject(event.error);
      },
    }).map(([type, step]) => [
      type,
      (sut: Sut, event: { type: string; [key: string]: unknown }) => {
        sut.progress.lastStep = type;
        sut.showToast.mockClear();
        sut.revoked.mockClear();
        return step(sut, event);
      },
    ]),
  ),
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
      if (sut.progress.lastStep === 'xstate.done.actor.revokeKey') {
        expect(sut.revoked).toHaveBeenLastCalledWith(deployKey);
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'API Key Revoked', description: '"Deploy pipeline" no longer works.', variant: 'success' });
      } else if (sut.progress.lastStep === 'xstate.error.actor.revokeKey') {
        expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Revoke Failed', description: sut.progress.lastError, variant: 'destructive' });
        // A key already gone leaves the list too; one the server could not revoke stays in it.
        if (sut.progress.lastError === 'API key not found') expect(sut.revoked).toHaveBeenLastCalledWith(deployKey);
        else expect(sut.revoked).not.toHaveBeenCalled();
      } else {
        expect(sut.showToast).not.toHaveBeenCalled();
        expect(sut.revoked).not.toHaveBeenCalled();
      }
    },
    confirming: () => {
      expect(within(dialog()).getByRole('heading', { name: 'Revoke API Key' })).toBeInTheDocument();
      expect(dialog()).toHaveTextContent('Revoke “Deploy pipeline” (bf_Q2x9TzLm…)? Every program using it is refused from now on. This cannot be undone.');
      expect(within(dialog()).getByRole('button', { name: 'Revoke' })).toBeEnabled();
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
    revoking: (sut: Sut) => {
      expect(within(dialog()).getByRole('button', { name: 'Revoking...' })).toBeDisabled();
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(sut.revokeKey.calls.at(-1)).toEqual({ id: deployKey.id });
    },
  },
});
