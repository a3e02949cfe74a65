import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { NodeProperties } from '../../../src/domain/workflow/node-properties';
import { kindOfNode } from '../../../src/domain/workflow/node-catalogue/catalogue';
import type { PaletteBot } from '../../../src/domain/workflow/node-catalogue/palette-items';
import { runSettingFieldsOf } from '../../../src/machines/designer/node-properties.machine';
import { nodePropertiesMachine, type SelectedNode } from '../../../src/machines/designer/node-properties.machine';
import { PropertiesPanel } from '../../../src/views/designer/PropertiesPanel';
import { describeModel } from '../harness';

const fresh: SelectedNode = { id: 'node-2', type: 'process', label: 'Process Node', properties: {} };
const stored: SelectedNode = {
  id: 'node-3',
  type: 'api',
  label: 'Fetch Orders',
  properties: { timeout: 0, retryCount: 0, priority: 'critical', isEnabled: false, executionMode: 'async' },
};
// The same node after an undo or redo changed what it stores.
const storedElsewhen: SelectedNode = { ...stored, properties: { timeout: 45, retryCount: 7, priority: 'high', isEnabled: true, executionMode: 'parallel', onFailure: 'errorPath' } };

// D66: a bot node, whose Run Settings draw its bot's inputs once the palette's bots are known.
const botNode: SelectedNode = { id: 'node-9', type: 'bot', label: 'Invoice Collector', properties: { paletteItem: 'bot', botId: 7, botTitle: 'Invoice Collector' } };
const paletteBots: PaletteBot[] = [
  { id: 7, title: 'Invoice Collector', description: 'Files invoices', inputs: [{ name: 'sendTo', label: 'Send to', kind: 'text', required: true }], inputValues: {} },
];

function mount() {
  const applyProperties = vi.fn<(update: { nodeId: string; properties: Record<string, unknown> }) => void>();
  const actor = createActor(nodePropertiesMachine.provide({ actions: { applyProperties: (_, update) => applyProperties(update) } })).start();
  const view = render(<PropertiesPanel actor={actor} />);
  return { actor, view, applyProperties, urlAtUpdate: '' };
}
type Sut = ReturnType<typeof mount>;

const modeText = { sequential: 'Sequential', parallel: 'Parallel', async: 'Asynchronous' } as const;
const priorityText = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' } as const;
const onFailureText = { stop: 'Stop the run', continue: 'Continue', errorPath: 'Take the error path' } as const;

/**
 * The form shows exactly the draft the machine holds, each field in its section. (A label query
 * looks at every element under where it starts: a section has a fifth of the panel's.)
 */
function expectForm(draft: NodeProperties) {
  const section = (name: string) => within(screen.getByRole('group', { name }));
  const basic = section('Basic Settings');
  expect(basic.getByLabelText('Label')).toHaveValue(draft.label);
  expect(basic.getByLabelText('Priority')).toHaveDisplayValue(priorityText[draft.priority]);
  const execution = section('Execution');
  expect(execution.getByLabelText('Timeout (seconds)')).toHaveValue(draft.timeout);
  expect(execution.getByLabelText('Retry attempts')).toHaveValue(draft.retryCount);
  expect(execution.getByLabelText('Execution mode')).toHaveDisplayValue(modeText[draft.executionMode]);
  // D128: what the run does once the retries are spent; stop unless the node says otherwise.
  expect(execution.getByLabelText('On failure')).toHaveDisplayValue(onFailureText[draft.onFailure]);
  expect(section('Advanced').getByLabelText('Enabled')).toHaveProperty('checked', draft.isEnabled);
}

describeModel('node-properties machine with the properties panel', {
  machine: nodePropertiesMachine,
  chainPaths: true,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.node?.id, snapshot.context.draft?.label, snapshot.context.draft?.timeout, snapshot.context.draft?.settings.url, snapshot.context.bots.length]),
  events: [
    { type: 'selection.changed', nodes: [fresh] },
    { type: 'selection.changed', nodes: [stored] },
    { type: 'selection.changed', nodes: [storedElsewhen] },
    { type: 'selection.changed', nodes: [fresh, stored] },
    { type: 'selection.changed', nodes: [botNode] },
    { type: 'bots.loaded', bots: paletteBots },
    { type: 'selection.changed', nodes: [] },
    { type: 'draft.changed', changes: { label: 'Charge Card' } },
    { type: 'draft.changed', changes: { timeout: 7 } },
    // D62: an api node's URL, in its Run Settings.
    { type: 'setting.changed', key: 'url', value: 'https://orders.example/today' },
    { type: 'properties.update' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // The canvas selection comes from the editor; the designer screen forwards it (follow-selection).
    'selection.changed': (sut, event) => sut.actor.send(event as never),
    // The palette's bots, which the designer screen forwards (follow-palette-bots).
    'bots.loaded': (sut, event) => sut.actor.send(event as never),
    'draft.changed': (_sut, event) => {
      const changes = event.changes as Partial<NodeProperties>;
      if (changes.label !== undefined) fireEvent.change(screen.getByLabelText('Label'), { target: { value: changes.label } });
      if (changes.timeout !== undefined) fireEvent.change(screen.getByLabelText('Timeout (seconds)'), { target: { value: String(changes.timeout) } });
    },
    'setting.changed': (_sut, event) => {
      fireEvent.change(screen.getByLabelText('URL'), { target: { value: event.value } });
    },
    'properties.update': (sut) => {
      sut.urlAtUpdate = sut.actor.getSnapshot().context.draft?.settings.url ?? '';
      fireEvent.click(screen.getByRole('button', { name: 'Update Properties' }));
    },
  },
  assertions: {
    none: () => {
      expect(screen.getByText('Select a node to view its properties')).toBeInTheDocument();
    },
    several: () => {
      expect(screen.getByText('Multiple nodes selected (2)')).toBeInTheDocument();
    },
    one: (sut: Sut, expected) => {
      const { node, draft } = expected.context;
      expect(screen.getByText(`${node!.type} node`)).toBeInTheDocument();
      // D65: which palette item the node is, or that Botflow does not know it.
      const kind = kindOfNode(node!);
      expect(screen.getByText(kind ? `Palette item: ${kind.label}` : /^Botflow does not know this kind of node/)).toBeInTheDocument();
      // Spec 02 §2: one node shows an 'Active' badge, whether or not it is enabled.
      expect(screen.getByText('Active', { selector: 'span' })).toBeInTheDocument();
      // The three sections, and the draft in them.
      expectForm(draft!);
      // D66: a bot node's Run Settings are its bot's inputs, once the palette's bots are known.
      if (node!.type === 'bot') {
        const sendTo = screen.queryByLabelText('Send to (required)');
        expect(sendTo !== null).toBe(expected.context.bots.length > 0);
      }
      // D62, D65: the node kind's run settings, as the draft holds them; a process node has none.
      const fields = runSettingFieldsOf(node!, expected.context.bots);
      if (fields.length === 0) expect(screen.queryByRole('group', { name: 'Run Settings' })).toBeNull();
      else {
        const runSettings = within(screen.getByRole('group', { name: 'Run Settings' }));
        for (const field of fields) expect(runSettings.getByLabelText(field.label)).toHaveValue(draft!.settings[field.key]);
      }
      // Loaded drafts and written properties are always within bounds; only an edit in progress may not be.
      if (draft!.timeout !== 7) expect(draft!.timeout % 5).toBe(0);
      const last = sut.applyProperties.mock.lastCall?.[0];
      if (last) {
        expect(last.properties).toMatchObject({ label: expect.any(String), timeout: expect.any(Number), tags: [], onFailure: expect.stringMatching(/^(stop|continue|errorPath)$/) as string });
        expect((last.properties.timeout as number) % 5).toBe(0);
        // A URL typed before the update is stored with it.
        if (sut.urlAtUpdate) expect(last.properties.url).toBe(sut.urlAtUpdate);
      }
    },
  },
});
