import type { Sequence } from '../../../src/domain/sequences/sequences';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { followSelection } from '../../../src/app/designer/follow-selection';
import { nodePropertiesMachine } from '../../../src/machines/designer/node-properties.machine';
import { workflowEditorMachine } from '../../../src/machines/designer/workflow-editor.machine';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import { sequenceWith } from './workflow-editor.fixtures';

const workflow: SavedWorkflow = {
  nodes: [{ id: 'node-1', type: 'api', position: { x: 0, y: 0 }, data: { label: 'API Node', type: 'api', properties: { timeout: 60 } } }],
  edges: [],
  viewport: { x: 0, y: 0, zoom: 1 },
};

/** The real editor and the real panel machine, wired the way the designer screen wires them. */
async function designer() {
  const editor = createActor(
    workflowEditorMachine.provide({ actors: { loadSequence: fromPromise(async (): Promise<Sequence | null> => sequenceWith([workflow])) } }),
    { input: { slug: 'order-intake', sequence: null } },
  ).start();
  await waitFor(editor, (snapshot) => snapshot.matches('ready'));
  const properties = createActor(
    nodePropertiesMachine.provide({
      actions: { applyProperties: (_, update) => editor.send({ type: 'node.updateProperties', id: update.nodeId, properties: update.properties }) },
    }),
  ).start();
  const stop = followSelection(editor, properties);
  editor.send({ type: 'node.select', id: 'node-1' });
  const draft = () => properties.getSnapshot().context.draft!;
  const stored = () => editor.getSnapshot().context.nodes[0]!.data;
  return { editor, properties, draft, stored, stop };
}

describe('the properties panel fed by the designer', () => {
  it('shows what Update Properties stored, and follows undo and redo', async () => {
    const { editor, properties, draft, stored } = await designer();
    expect(draft()).toMatchObject({ label: 'API Node', timeout: 60 });

    properties.send({ type: 'draft.changed', changes: { label: 'Fetch Orders', timeout: 7 } });
    // Edits stay local until Update Properties.
    expect(stored().properties.timeout).toBe(60);
    properties.send({ type: 'properties.update' });
    expect(stored()).toMatchObject({ label: 'Fetch Orders', properties: { timeout: 5 } });
    expect(draft()).toMatchObject({ label: 'Fetch Orders', timeout: 5 });

    properties.send({ type: 'draft.changed', changes: { timeout: 120 } });
    properties.send({ type: 'properties.update' });
    expect(draft().timeout).toBe(120);

    // Both revisions have the node selected, so it stays in the panel and the draft follows,
    // replacing edits not yet written.
    properties.send({ type: 'draft.changed', changes: { label: 'Not written' } });
    editor.send({ type: 'history.undo' });
    expect(stored().properties.timeout).toBe(5);
    expect(draft()).toMatchObject({ label: 'Fetch Orders', timeout: 5 });
    editor.send({ type: 'history.redo' });
    expect(draft()).toMatchObject({ label: 'Fetch Orders', timeout: 120 });
  });

  it('keeps edits in progress while the node is only moved', async () => {
    const { editor, properties, draft } = await designer();
    properties.send({ type: 'draft.changed', changes: { label: 'Fetch Orders' } });
    editor.send({ type: 'selection.nudge', dx: 5, dy: 0 });
    expect(editor.getSnapshot().context.selectedNodes[0]!.position.x).toBe(5);
    expect(draft().label).toBe('Fetch Orders');
  });

  it('stops following when unsubscribed', async () => {
    const { editor, properties, stop } = await designer();
    stop();
    editor.send({ type: 'flow.nodesChange', changes: [{ type: 'select', id: 'node-1', selected: false }] });
    expect(properties.getSnapshot().value).toBe('one');
  });
});
