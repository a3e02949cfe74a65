import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ApiKey, CreatedApiKey } from '../../../src/domain/api-keys/api-key-contract';
import { apiKeyScopeLabels, apiKeyScopes, type ApiKeyScope } from '../../../src/domain/api-keys/api-key-scopes';
import { createApiKeyMachine, type CreateApiKeyInput } from '../../../src/machines/api-keys/create-api-key.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { freeAccess, newKey } from '../../../src/views/api-keys/api-key-story-fixtures';
import { CreateApiKeyDialog } from '../../../src/views/api-keys/CreateApiKeyDialog';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';
import { refused } from '../refused';

const { key: _key, ...newListed } = newKey;
const chosenScopes: ApiKeyScope[] = ['runs:start', 'runs:read'];

function mount() {
  const createKey = createDeferredActor<CreatedApiKey, CreateApiKeyInput>();
  const copyKey = createDeferredActor<void, { key: string }>();
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const created = vi.fn<(key: ApiKey) => void>();
  const actor = createActor(
    createApiKeyMachine.provide({
      actors: { createKey: createKey.logic, copyKey: copyKey.logic },
      actions: { showToast: (_, toast) => showToast(toast), created: (_, key) => created(key) },
    }),
  ).start();
  const view = render(<CreateApiKeyDialog actor={actor} />);
  return { actor, view, createKey, copyKey, showToast, created };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog');
const checkbox = (scope: ApiKeyScope) => within(dialog()).getByRole('checkbox', { name: apiKeyScopeLabels[scope] });

describeModel('create-api-key machine with the create dialog', {
  machine: createApiKeyMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.values, snapshot.context.fieldErrors, snapshot.context.created?.id]),
  // One way through the form, field by field, instead of every order of its fields.
  events: (snapshot) => {
    if (snapshot.matches('closed')) return [{ type: 'create.open' }];
    if (snapshot.matches('creating')) {
      return [
        { type: 'xstate.done.actor.createKey', output: newKey },
        // A rule of a field: under it, without a toast.
        { type: 'xstate.error.actor.createKey', error: refused(422, 'expiresAt: Expiry must be in the future') },
        // The plan lapsed since the list loaded: the server's words, which name the plan, in a toast.
        { type: 'xstate.error.actor.createKey', error: refused(402, freeAccess.refusal!) },
      ];
    }
    if (snapshot.matches({ created: 'copying' })) return [{ type: 'xstate.done.actor.copyKey', output: undefined }, { type: 'xstate.error.actor.copyKey', error: new Error('denied') }];
    if (snapshot.matches('created')) return [{ type: 'key.copy' }, { type: 'create.close' }];
    const { values } = snapshot.context;
    const events: Array<{ type: string; [key: string]: unknown }> = [{ type: 'create.submit' }, { type: 'create.close' }];
    if (values.name === '') events.push({ type: 'create.name', value: 'Nightly export' });
    else if (values.scopes.length === 0) events.push({ type: 'create.scopes', scopes: chosenScopes });
    else if (values.expiry === 'never') events.push({ type: 'create.expiry', expiry: '30' });
    return events;
  },
  // The fakes settle whatever came before, so a few long paths walk every transition.
  chainPaths: true,
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // Opening is the list's Create API Key button; the list has its own generated paths.
    'create.open': (sut, event) => {
      sut.created.mockClear();
      sut.actor.send(event as never);
    },
    'create.name': (_sut, event) => {
      fireEvent.change(within(dialog()).getByLabelText('Name'), { target: { value: event.value } });
    },
    // Ticked one after the other, as a user does.
    'create.scopes': (_sut, event) => {
      for (const scope of event.scopes as ApiKeyScope[]) fireEvent.click(checkbox(scope));
    },
    'create.expiry': (_sut, event) => {
      fireEvent.change(within(dialog()).getByLabelText('Expires'), { target: { value: event.expiry } });
    },
    'create.submit': (sut) => {
      sut.showToast.mockClear();
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create Key' }));
    },
    'create.close': (sut) => {
      fireEvent.click(within(dialog()).getByRole('button', { name: sut.actor.getSnapshot().matches('created') ? 'Done' : 'Cancel' }));
    },
    'key.copy': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Copy key' }));
    },
    'xstate.done.actor.createKey': (sut, event) => sut.createKey.resolve(event.output as CreatedApiKey),
    'xstate.error.actor.createKey': (sut, event) => sut.createKey.reject(event.error),
    'xstate.done.actor.copyKey': (sut) => sut.copyKey.resolve(undefined),
    'xstate.error.actor.copyKey': (sut, event) => sut.copyKey.reject(event.error),
  },
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      // Nothing keeps the key once the dialog is closed.
      expect(sut.actor.getSnapshot().context.created).toBeNull();
      expect(document.body.textContent).not.toContain(newKey.key);
    },
    editing: (sut: Sut) => {
      const { values, fieldErrors } = sut.actor.getSnapshot().context;
      expect(within(dialog()).getByRole('heading', { name: 'Create API Key' })).toBeInTheDocument();
      expect(within(dialog()).getByLabelText('Name')).toHaveValue(values.name);
      for (const scope of apiKeyScopes) {
        if (values.scopes.includes(scope)) expect(checkbox(scope)).toBeChecked();
        else expect(checkbox(scope)).not.toBeChecked();
      }
      expect(within(dialog()).getByLabelText('Expires')).toHaveValue(values.expiry);
      const messages: Record<string, string> = { name: 'Name is required', scopes: 'Choose at least one scope', expiry: 'Expiry must be in the future' };
      for (const [field, message] of Object.entries(messages)) expect(within(dialog()).queryByText(message) !== null).toBe(Boolean(fieldErrors[field]));
      if (fieldErrors.name) expect(within(dialog()).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
      const last = sut.showToast.mock.lastCall?.[0];
      if (last) expect(last).toEqual({ title: 'Creation Failed', description: freeAccess.refusal, variant: 'destructive' });
      expect(within(dialog()).getByRole('button', { name: 'Create Key' })).toBeEnabled();
      expect(sut.created).not.toHaveBeenCalled();
    },
    creating: (sut: Sut) => {
      expect(within(dialog()).getByRole('button', { name: 'Creating...' })).toBeDisabled();
      expect(within(dialog()).getByLabelText('Name')).toBeDisabled();
      expect(sut.createKey.calls.at(-1)).toEqual(sut.actor.getSnapshot().context.values);
    },
    created: (sut: Sut) => {
      expect(within(dialog()).getByRole('heading', { name: 'API Key Created' })).toBeInTheDocument();
      expect(within(dialog()).getByText(/It will not be shown again/)).toBeInTheDocument();
      const field = within(dialog()).getByRole('textbox', { name: 'API key' });
      expect(field).toHaveValue(newKey.key);
      expect(field).toHaveAttribute('readonly');
      // The list got the key's entry, once since the dialog opened, never the key.
      expect(sut.created).toHaveBeenCalledTimes(1);
      expect(sut.created).toHaveBeenLastCalledWith(newListed);
      expect(within(dialog()).getByRole('button', { name: 'Done' })).toBeEnabled();
      expect(within(dialog()).getByRole('button', { name: 'Copy key' })).toBeEnabled();
    },
    'created.shown': () => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent('');
    },
    'created.copying': (sut: Sut) => {
      expect(sut.copyKey.calls.at(-1)).toEqual({ key: newKey.key });
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Copying...');
    },
    'created.copied': () => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Copied to the clipboard.');
    },
    'created.copyFailed': () => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent('The clipboard refused it: select the key above and copy it yourself.');
    },
  },
});
