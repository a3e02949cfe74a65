import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { credentialChoicesMachine, type CredentialChoice } from '../../../src/machines/designer/credential-choices.machine';
import { nodePropertiesMachine, type SelectedNode } from '../../../src/machines/designer/node-properties.machine';
import { PropertiesPanel } from '../../../src/views/designer/PropertiesPanel';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

// A library script whose Run Settings take a token or secret credential (D66), naming one the user has.
const fetchJson: SelectedNode = {
  id: 'node-2',
  type: 'script',
  label: 'Fetch Data from a JSON API',
  properties: { paletteItem: 'script-fetch-json-api', scriptId: 'fetch-json-api', url: 'https://api.test/orders', apiKeySecret: 'orders-key' },
};
const owned: CredentialChoice[] = [
  { name: 'orders-key', kind: 'token' },
  { name: 'slack-hook', kind: 'secret' },
  { name: 'portal', kind: 'login' },
];

function mount() {
  const loadCredentialChoices = createDeferredActor<CredentialChoice[]>();
  const actor = createActor(credentialChoicesMachine.provide({ actors: { loadCredentialChoices: loadCredentialChoices.logic } })).start();
  const properties = createActor(nodePropertiesMachine).start();
  properties.send({ type: 'selection.changed', nodes: [fetchJson] });
  const view = render(<PropertiesPanel actor={properties} credentials={actor} />);
  return { actor, properties, view, loadCredentialChoices };
}
type Sut = ReturnType<typeof mount>;

const apiKey = () => within(screen.getByRole('group', { name: 'Run Settings' })).getByLabelText('API key');
const optionNames = () => within(apiKey()).getAllByRole('option').map((option) => option.textContent);

describeModel('credential choices with the Run Settings view', {
  machine: credentialChoicesMachine,
  events: [
    { type: 'xstate.done.actor.loadCredentialChoices', output: owned },
    { type: 'xstate.error.actor.loadCredentialChoices', error: new Error('No response from server') },
    { type: 'credentials.reload' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
    sut.properties.stop();
  },
  execute: {
    'xstate.done.actor.loadCredentialChoices': (sut, event) => sut.loadCredentialChoices.resolve(event.output as CredentialChoice[]),
    'xstate.error.actor.loadCredentialChoices': (sut, event) => sut.loadCredentialChoices.reject(event.error),
    'credentials.reload': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reload credentials' }));
    },
  },
  assertions: {
    loading: () => {
      expect(screen.getByText('Loading your credentials...')).toHaveAttribute('role', 'status');
      // The node's credential is kept while the list loads, marked as not (yet) among the user's.
      expect(apiKey()).toHaveValue('orders-key');
    },
    ready: () => {
      // Only the kinds the input accepts (token, secret), by name; the stored name is chosen.
      expect(optionNames()).toEqual(['None', 'orders-key', 'slack-hook']);
      expect(apiKey()).toHaveValue('orders-key');
      expect(screen.getByRole('link', { name: 'Add a credential (opens a new tab)' })).toHaveAttribute('href', '/credentials');
    },
    failed: () => {
      expect(screen.getByText('No response from server')).toBeInTheDocument();
      expect(optionNames()).toEqual(['None', 'orders-key (not among your credentials)']);
    },
  },
});
