import { fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { nodePropertiesMachine, type SelectedNode } from '../../src/machines/node-properties.machine';
import { PropertiesPanel } from '../../src/views/designer/PropertiesPanel';
import { describeModel } from './harness';

const fresh: SelectedNode = { id: 'node-2', type: 'process', label: 'Process Node', properties: {} };
const stored: SelectedNode = {
  id: 'node-3',
  type: 'api',
  label: 'Fetch Orders',
  properties: { timeout: 0, retryCount: 0, priority: 'critical', isEnabled: false, executionMode: 'async' },
};

function mount() {
  const applyProperties = vi.fn<(update: { nodeId: string; properties: Record<string, unknown> }) => void>();
  const actor = createActor(nodePropertiesMachine.provide({ actions: { applyProperties: (_, update) => applyProperties(update) } })).start();
  const view = render(<PropertiesPanel actor={actor} />);
  return { actor, view, applyProperties };
}
type Sut = ReturnType<typeof mount>;

describeModel('node-properties machine with the properties panel', {
  machine: nodePropertiesMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.node?.id, snapshot.context.draft?.label]),
  events: [
    { type: 'selection.changed', nodes: [fresh] },
    { type: 'selection.changed', nodes: [stored] },
    { type: 'selection.changed', nodes: [fresh, stored] },
    { type: 'selection.changed', nodes: [] },
    { type: 'draft.changed', changes: { label: 'Charge Card' } },
    { type: 'properties.update' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // The canvas selection comes from the editor; the designer screen forwards it.
    'selection.changed': (sut, event) => sut.actor.send(event as never),
    'draft.changed': () => {
      fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Charge Card' } });
    },
    'properties.update': () => {
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
    one: (sut: Sut) => {
      const { node, draft } = sut.actor.getSnapshot().context;
      expect(screen.getByText(`${node!.type} node`)).toBeInTheDocument();
      for (const section of ['Basic Settings', 'Execution', 'Advanced']) expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
      expect(screen.getByLabelText('Label')).toHaveValue(draft!.label);
      // Stored zeros fall back to the defaults; unset means enabled.
      expect(screen.getByLabelText('Timeout (seconds)')).toHaveValue(30);
      expect(screen.getByLabelText('Retry attempts')).toHaveValue(3);
      expect(screen.getByLabelText('Enabled')).toHaveProperty('checked', node!.id === 'node-2');
      expect(screen.queryByText('Active') !== null).toBe(node!.id === 'node-2');
      if (node!.id === 'node-3') expect(screen.getByLabelText('Execution mode')).toHaveDisplayValue('Asynchronous');
      const last = sut.applyProperties.mock.lastCall?.[0];
      if (last) expect(last).toMatchObject({ nodeId: node!.id, properties: { label: draft!.label, timeout: 30, retryCount: 3, tags: [] } });
    },
  },
});
