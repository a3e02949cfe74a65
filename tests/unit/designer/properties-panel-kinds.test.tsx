import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { nodePropertiesMachine, type SelectedNode } from '../../../src/machines/designer/node-properties.machine';
import { PropertiesPanel } from '../../../src/views/designer/PropertiesPanel';

function showPanelFor(node: SelectedNode) {
  const actor = createActor(nodePropertiesMachine).start();
  actor.send({ type: 'selection.changed', nodes: [node] });
  render(<PropertiesPanel actor={actor} />);
}

const runSettings = () => screen.queryByRole('group', { name: 'Run Settings' });

describe('the properties panel reads the node catalogue (D65)', () => {
  it('says which palette item a node is and draws that item’s Run Settings: a Schedule its cron, a Timer its wait', () => {
    showPanelFor({ id: 'node-1', type: 'timer', label: 'Mornings', properties: { paletteItem: 'schedule', cron: '0 8 * * *' } });
    expect(screen.getByText('Palette item: Schedule')).toBeInTheDocument();
    expect(within(runSettings()!).getByLabelText('Schedule (cron)')).toHaveValue('0 8 * * *');
    expect(within(runSettings()!).queryByLabelText('Wait (seconds)')).toBeNull();
  });

  it('offers a Code node its code to write', () => {
    showPanelFor({ id: 'node-2', type: 'script', label: 'Script Node', properties: { paletteItem: 'code' } });
    expect(within(runSettings()!).getByLabelText('Code')).toHaveValue('');
  });

  it('offers a library script its declared inputs, and no code to write: the library holds it', () => {
    showPanelFor({ id: 'node-4', type: 'script', label: 'Call a Webhook', properties: { paletteItem: 'script-call-webhook', scriptId: 'call-webhook' } });
    expect(screen.getByText('Palette item: Call a Webhook')).toBeInTheDocument();
    const settings = runSettings()!;
    expect(within(settings).queryByLabelText('Code')).toBeNull();
    expect(within(settings).getByLabelText('Webhook URL (required)')).toHaveValue('');
    expect(within(settings).getByLabelText('Event name')).toHaveAttribute('placeholder', 'workflow.step');
    expect(within(settings).getByLabelText('Signing secret')).toHaveValue('');
  });

  it('says a node it does not know cannot run, and offers no Run Settings', () => {
    showPanelFor({ id: 'node-3', type: 'teleport', label: 'Beam Up', properties: {} });
    expect(screen.getByText('Botflow does not know this kind of node: Run refuses a workflow that holds it.')).toBeInTheDocument();
    expect(runSettings()).toBeNull();
  });
});

describe('declared inputs in Run Settings (D66)', () => {
  it('draws a library script’s inputs, marks the required ones, and offers a flag as Yes, No or its default', () => {
    showPanelFor({ id: 'node-5', type: 'script', label: 'Extract', properties: { paletteItem: 'script-extract-text', scriptId: 'extract-text', trim: false } });
    const settings = runSettings()!;
    expect(within(settings).getByLabelText('Elements (required)')).toHaveValue('');
    expect(within(settings).getByLabelText('Trim spaces')).toHaveValue('false');
    expect(within(within(settings).getByLabelText('Fail when none match')).getAllByRole('option').map((option) => option.textContent)).toEqual(['No (default)', 'Yes', 'No']);
  });
});
