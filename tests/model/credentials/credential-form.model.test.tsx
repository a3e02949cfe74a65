import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { valueSetPlaceholder, type Credential } from '../../../src/domain/credentials/credentials';
import { credentialFormMachine, type SaveCredentialInput } from '../../../src/machines/credentials/credential-form.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { CredentialFormDialog } from '../../../src/views/credentials/CredentialFormDialog';
import { fill } from '../account-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';
import { billingToken, ordersToken } from '../../../src/views/credentials/credential-story-fixtures';

const nameTaken = 'You already have a credential named "Billing API". Choose another name.';

function mount() {
  const saveCredential = createDeferredActor<Credential, SaveCredentialInput>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const saved = vi.fn<(credential: Credential) => void>();
  const actor = createActor(
    credentialFormMachine.provide({
      actors: { saveCredential: saveCredential.logic },
      actions: { showToast: (_, toast) => showToast(toast), saved: (_, credential) => saved(credential) },
    }),
  ).start();
  const view = render(<CredentialFormDialog actor={actor} />);
  return { actor, view, saveCredential, showToast, saved };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);

describeModel('credential form machine with the add and edit dialog', {
  machine: credentialFormMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.credential?.id, snapshot.context.values, snapshot.context.fieldErrors]),
  // One way through each form, field by field, instead of every order of its fields.
  events: (snapshot) => {
    if (snapshot.matches('closed')) return [{ type: 'form.add' }, { type: 'form.edit', credential: ordersToken }];
    if (snapshot.matches('saving')) {
      return [
        { type: 'xstate.done.actor.saveCredential', output: snapshot.context.credential ? ordersToken : billingToken },
        // A name taken names no field: a toast, and the form stays as typed.
        { type: 'xstate.error.actor.saveCredential', error: refused(409, nameTaken) },
        // A rule of a field: under it, without a toast.
        { type: 'xstate.error.actor.saveCredential', error: refused(422, 'fields.header: Header name may hold only letters, digits and - (an HTTP header name)') },
      ];
    }
    const { credential, values } = snapshot.context;
    const events: Array<{ type: string; [key: string]: unknown }> = [{ type: 'form.submit' }, { type: 'form.close' }];
    if (credential === null && values.name === '') events.push({ type: 'form.changed', field: 'name', value: 'Billing API' });
    if (credential === null && values.name !== '' && !values.fields.value) events.push({ type: 'form.changed', field: 'fields.value', value: 'sk_live_1' });
    if (credential !== null && values.kind === 'token') events.push({ type: 'form.kind', kind: 'basic' });
    return events;
  },
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // Opening is the list's Add and Edit buttons; the list has its own generated paths.
    'form.add': (sut, event) => sut.actor.send(event as never),
    'form.edit': (sut, event) => sut.actor.send(event as never),
    'form.changed': (sut, event) => {
      fill(event.field === 'name' ? 'Name' : 'Token', event.value as string);
    },
    'form.kind': (sut, event) => {
      fireEvent.change(field('Kind'), { target: { value: event.kind } });
    },
    'form.submit': (sut) => {
      sut.showToast.mockClear();
      fireEvent.click(within(dialog()).getByRole('button', { name: sut.actor.getSnapshot().context.credential ? 'Save Changes' : 'Add Credential' }));
    },
    'form.close': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    },
    'xstate.done.actor.saveCredential': (sut, event) => sut.saveCredential.resolve(event.output as Credential),
    'xstate.error.actor.saveCredential': (sut, event) => {
      sut.showToast.mockClear();
      sut.saveCredential.reject(event.error);
    },
  },
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      const last = sut.saved.mock.lastCall?.[0];
      if (last) {
        expect(sut.showToast).toHaveBeenLastCalledWith(
          last.id === ordersToken.id
            ? { title: 'Credential Updated', description: '"Orders API" has been saved.', variant: 'success' }
            : { title: 'Credential Added', description: '"Billing API" is stored encrypted. Its values are never shown again.', variant: 'success' },
        );
      }
    },
    editing: (sut: Sut) => {
      const { credential, values, fieldErrors } = sut.actor.getSnapshot().context;
      expect(within(dialog()).getByRole('heading', { name: credential ? 'Edit Credential' : 'Add Credential' })).toBeInTheDocument();
      expect(field('Name')).toHaveValue(values.name);
      expect(field('Kind')).toHaveValue(values.kind);
      const kindChanged = credential !== null && credential.kind !== values.kind;
      if (values.kind === 'token') {
        // Write-only: a stored token shows that it is set, never its value; a setting shows what is stored, or its default.
        expect(field('Token')).toHaveAttribute('type', 'password');
        expect(field('Token')).toHaveValue(values.fields.value ?? '');
        if (credential) expect(field('Token')).toHaveAttribute('placeholder', valueSetPlaceholder);
        else expect(field('Token')).not.toHaveAttribute('placeholder');
        expect(field('Header name')).toHaveValue(credential ? 'X-Api-Key' : '');
        expect(field('Header name')).toHaveAttribute('placeholder', 'Authorization');
        expect(field('Prefix')).toHaveAttribute('placeholder', 'Bearer');
      } else {
        expect(within(dialog()).queryByLabelText('Token')).toBeNull();
        for (const label of ['Username', 'Password']) {
          expect(field(label)).toHaveValue('');
          expect(field(label)).not.toHaveAttribute('placeholder', valueSetPlaceholder);
        }
      }
      if (credential) {
        expect(within(dialog()).getByText(kindChanged ? /A new kind replaces every stored value/ : /Leave a field empty to keep its value/)).toBeInTheDocument();
      }
      const messages: Record<string, [string, string]> = {
        name: ['Name', 'Name is required'],
        'fields.value': ['Token', 'Token is required'],
        'fields.username': ['Username', 'Username is required'],
        'fields.password': ['Password', 'Password is required'],
        'fields.header': ['Header name', 'Header name may hold only letters, digits and - (an HTTP header name)'],
      };
      for (const [key, [label, message]] of Object.entries(messages)) {
        if (fieldErrors[key]) {
          expect(within(dialog()).getByText(message)).toBeInTheDocument();
          expect(field(label)).toHaveAttribute('aria-invalid', 'true');
        }
      }
      const last = sut.showToast.mock.lastCall?.[0];
      if (last) expect(last).toEqual({ title: 'Save Failed', description: nameTaken, variant: 'destructive' });
      expect(within(dialog()).getByRole('button', { name: credential ? 'Save Changes' : 'Add Credential' })).toBeEnabled();
    },
    saving: (sut: Sut) => {
      const { credential } = sut.actor.getSnapshot().context;
      expect(within(dialog()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(field('Name')).toBeDisabled();
      // The kind's fields only; an empty secret is sent empty, which keeps it.
      expect(sut.saveCredential.calls.at(-1)).toEqual(
        credential
          ? { id: ordersToken.id, payload: { name: 'Orders API', kind: 'token', fields: { value: '', header: 'X-Api-Key', prefix: '' } } }
          : { id: null, payload: { name: 'Billing API', kind: 'token', fields: { value: 'sk_live_1', header: '', prefix: '' } } },
      );
    },
  },
});
