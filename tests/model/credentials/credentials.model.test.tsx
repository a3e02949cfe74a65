import { fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { credentialKindLabels } from '../../../src/domain/credentials/credential-kinds';
import { setFieldLabels, type Credential } from '../../../src/domain/credentials/credentials';
import { credentialFormMachine } from '../../../src/machines/credentials/credential-form.machine';
import { credentialsMachine } from '../../../src/machines/credentials/credentials.machine';
import { deleteCredentialMachine } from '../../../src/machines/credentials/delete-credential.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { CredentialsView } from '../../../src/views/credentials/CredentialsView';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { adminLogin, billingToken, ordersToken } from '../../../src/views/credentials/credential-story-fixtures';

const renamedToken: Credential = { ...ordersToken, name: 'Orders API (v2)' };

function mount() {
  const loadCredentials = createDeferredActor<Credential[]>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const actor = createActor(credentialsMachine.provide({ actors: { loadCredentials: loadCredentials.logic }, actions: { showToast: (_, toast) => showToast(toast) } })).start();
  const formActor = createActor(credentialFormMachine).start();
  const deleteActor = createActor(deleteCredentialMachine).start();
  const view = render(<CredentialsView actor={actor} formActor={formActor} deleteActor={deleteActor} />);
  return { actor, formActor, deleteActor, view, loadCredentials, showToast };
}
type Sut = ReturnType<typeof mount>;

const rowNames = () => screen.queryAllByTestId('credential-row').map((row) => within(row).getByRole('rowheader').textContent);

describeModel('credentials machine with the credentials view', {
  machine: credentialsMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.credentials.map((credential) => credential.name)]),
  events: [
    { type: 'xstate.done.actor.loadCredentials', output: [adminLogin, ordersToken] },
    { type: 'xstate.done.actor.loadCredentials', output: [] },
    { type: 'xstate.error.actor.loadCredentials', error: new Error('No response from server') },
    { type: 'credentials.retry' },
    // Reported by the form (its own paths): a new credential, and an edited one renamed.
    { type: 'credential.saved', credential: billingToken },
    { type: 'credential.saved', credential: renamedToken },
    // Reported by the delete confirmation (its own paths).
    { type: 'credential.deleted', credential: ordersToken },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.formActor.stop();
    sut.deleteActor.stop();
  },
  execute: {
    'xstate.done.actor.loadCredentials': (sut, event) => sut.loadCredentials.resolve(event.output as Credential[]),
    'xstate.error.actor.loadCredentials': (sut, event) => sut.loadCredentials.reject(event.error),
    'credentials.retry': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'credential.saved': (sut, event) => sut.actor.send(event as never),
    'credential.deleted': (sut, event) => sut.actor.send(event as never),
  },
  assertions: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading credentials...');
      expect(screen.getByRole('button', { name: 'Add Credential' })).toBeDisabled();
    },
    failed: (sut: Sut) => {
      expect(sut.showToast).toHaveBeenLastCalledWith({ title: 'Error Loading Credentials', description: 'No response from server', variant: 'destructive' });
      expect(screen.getByText('Your credentials could not be loaded.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add Credential' })).toBeDisabled();
    },
    ready: (sut: Sut) => {
      const { credentials } = sut.actor.getSnapshot().context;
      // By name, whatever the order they came in.
      expect(rowNames()).toEqual(credentials.map((credential) => credential.name).sort((a, b) => a.localeCompare(b)));
      expect(screen.queryByText(/No credentials yet/) !== null).toBe(credentials.length === 0);
      for (const credential of credentials) {
        const row = screen.getByRole('rowheader', { name: credential.name }).closest('tr')!;
        expect(within(row).getByText(credentialKindLabels[credential.kind])).toBeInTheDocument();
        expect(within(within(row).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(setFieldLabels(credential));
        expect(within(row).getByText(dayjs(credential.createdAt).format('MMM D, YYYY h:mm A'))).toBeInTheDocument();
        if (credential.lastUsedAt === null) expect(within(row).getByText('Never')).toBeInTheDocument();
        expect(within(row).getByRole('button', { name: `Edit ${credential.name}` })).toBeEnabled();
        expect(within(row).getByRole('button', { name: `Delete ${credential.name}` })).toBeEnabled();
      }
      expect(screen.getByRole('button', { name: 'Add Credential' })).toBeEnabled();
    },
  },
});
