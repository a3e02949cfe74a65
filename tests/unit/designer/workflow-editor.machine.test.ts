import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { workflowEditorMachine, type RestoredWorkflow } from '../../../src/machines/designer/workflow-editor.machine';
import { selectCanRedo, selectCanUndo, selectIsDirty, selectPendingImport } from '../../../src/machines/designer/workflow-editor.selectors';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { savedWorkflow, sequenceWith } from './workflow-editor.fixtures';
import { paletteItem } from './palette-fixtures';

function startEditor(options: { sequence?: Sequence | null; restored?: RestoredWorkflow | null; saveError?: Error } = {}) {
  const toasts: ToastInput[] = [];
  const saves: Array<{ sequence: Sequence; workflow: SavedWorkflow }> = [];
  const leaveDesigner = vi.fn();
  const downloads: Array<{ workflow: SavedWorkflow; fileName: string }> = [];
  const sequence = options.sequence === undefined ? sequenceWith([savedWorkflow]) : options.sequence;
  const actor = createActor(
    workflowEditorMachine.provide({
      actors: {
        loadSequence: fromPromise(async () => sequence),
        saveWorkflow: fromPromise(async ({ input }: { input: { sequence: Sequence; workflow: SavedWorkflow } }): Promise<Sequence> => {
          saves.push(input);
          if (options.saveError) throw options.saveError;
          return { ...input.sequence, items: [input.workflow] };
        }),
        restoreWorkflow: fromPromise(async () => options.restored ?? null),
      },
      actions: {
        notify: (_, toast) => void toasts.push(toast),
        leaveDesigner,
        downloadWorkflow: (_, params) => void downloads.push(params),
      },
    }),
    { input: { slug: 'order-intake', sequence: null } },
  ).start();
  return { actor, toasts, saves, leaveDesigner, downloads };
}

async function readyEditor(options?: Parameters<typeof startEditor>[0]) {
  const editor = startEditor(options);
  await waitFor(editor.actor, (s) => s.matches('ready'));
  return editor;
}

const startItem = paletteItem('start');

describe('workflow editor machine', () => {
  it('opens the saved workflow of the sequence, its viewport, and continues ids after the loaded ones', async () => {
    const { actor } = await readyEditor();
    const { context } = actor.getSnapshot();
    expect(context.nodes.map((n) => n.id)).toEqual(['node-1', 'node-7']);
    expect(context.viewport).toEqual(savedWorkflow.viewport);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'node.add', item: startItem, position: { x: 120, y: 240 } });
    expect(actor.getSnapshot().context.nodes.at(-1)).toEqual({
      id: 'node-8',
      type: 'start',
      position: { x: 120, y: 240 },
      data: { label: 'Start Node', type: 'start', properties: { paletteItem: 'start' } },
    });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  });

  it('labels a script node with its script title and keeps the script in its properties', async () => {
    const { actor } = await readyEditor({ sequence: sequenceWith([]) });
    const properties = { scriptId: 's1', scriptTitle: 'Scrape prices', scriptDescription: 'Reads a page' };
    actor.send({ type: 'node.add', item: { type: 'script', nodeLabel: 'Scrape prices', properties }, position: { x: 0, y: 0 } });
    expect(actor.getSnapshot().context.nodes[0]).toMatchObject({ id: 'node-1', data: { label: 'Scrape prices', type: 'script', properties } });
  });

  it('adds one undo step per drag, at its end, not per frame', async () => {
    const { actor } = await readyEditor();
    const before = actor.getSnapshot().context.nodes;
    for (let x = 1; x <= 5; x++) {
      actor.send({ type: 'flow.nodesChange', changes: [{ type: 'position', id: 'node-1', position: { x, y: 0 }, dragging: true }] });
    }
    expect(selectCanUndo(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'flow.nodesChange', changes: [{ type: 'position', id: 'node-1', position: { x: 5, y: 0 }, dragging: false }] });
    expect(actor.getSnapshot().context.history.past).toHaveLength(1);
    actor.send({ type: 'history.undo' });
    expect(actor.getSnapshot().context.nodes).toBe(before);
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    expect(selectCanRedo(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'history.redo' });
    expect(actor.getSnapshot().context.nodes[0]!.position).toEqual({ x: 5, y: 0 });
  });

  it('does not count selection or measuring as edits, yet tracks the selected nodes', async () => {
    const { actor } = await readyEditor();
    actor.send({ type: 'flow.nodesChange', changes: [{ type: 'dimensions', id: 'node-1', dimensions: { width: 180, height: 60 }, setAttributes: true }] });
    actor.send({ type: 'flow.nodesChange', changes: [{ type: 'select', id: 'node-7', selected: true }] });
    expect(selectCanUndo(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.selectedNodes.map((n) => n.id)).toEqual(['node-7']);
    const selected = actor.getSnapshot().context.selectedNodes;
    actor.send({ type: 'node.select', id: 'node-7' });
    expect(actor.getSnapshot().context.selectedNodes).toBe(selected);
    actor.send({ type: 'node.select', id: 'node-1' });
    expect(actor.getSnapshot().context.selectedNodes.map((n) => n.id)).toEqual(['node-1']);
  });

  it('deletes the selection with its edges as one undo step', async () => {
    const { actor } = await readyEditor();
    actor.send({ type: 'node.select', id: 'node-7' });
    actor.send({ type: 'selection.delete' });
    expect(actor.getSnapshot().context.nodes.map((n) => n.id)).toEqual(['node-1']);
    expect(actor.getSnapshot().context.edges).toEqual([]);
    expect(actor.getSnapshot().context.selectedNodes).toEqual([]);
    actor.send({ type: 'history.undo' });
    expect(actor.getSnapshot().context.edges).toHaveLength(1);
    expect(actor.getSnapshot().context.nodes).toHaveLength(2);
  });

  it('connects, nudges, updates properties and pastes as undoable edits', async () => {
    const { actor } = await readyEditor();
    actor.send({ type: 'flow.connect', connection: { source: 'node-7', target: 'node-1', sourceHandle: null, targetHandle: null } });
    expect(actor.getSnapshot().context.edges).toHaveLength(2);
    actor.send({ type: 'node.select', id: 'node-1' });
    actor.send({ type: 'selection.nudge', dx: 20, dy: 0 });
    expect(actor.getSnapshot().context.nodes[0]!.position).toEqual({ x: 20, y: 0 });
    actor.send({ type: 'node.updateProperties', id: 'node-1', properties: { label: 'Kick off', timeout: 60 } });
    expect(actor.getSnapshot().context.nodes[0]!.data).toMatchObject({ label: 'Kick off', properties: { label: 'Kick off', timeout: 60 } });
    expect(actor.getSnapshot().context.selectedNodes[0]!.data.label).toBe('Kick off');
    actor.send({ type: 'clipboard.copy' });
    actor.send({ type: 'clipboard.paste' });
    expect(actor.getSnapshot().context.nodes.map((n) => n.id)).toEqual(['node-1', 'node-7', 'node-8']);
    expect(actor.getSnapshot().context.selectedNodes.map((n) => n.id)).toEqual(['node-8']);
    expect(actor.getSnapshot().context.history.past).toHaveLength(4);
  });

  it('saves into the sequence and local storage through saveWorkflow, then is clean', async () => {
    const { actor, saves, toasts } = await readyEditor();
    actor.send({ type: 'node.add', item: startItem, position: { x: 1, y: 1 } });
    actor.send({ type: 'viewport.changed', viewport: { x: 5, y: 5, zoom: 2 } });
    actor.send({ type: 'workflow.save' });
    // An edit made while the save is on its way stays unsaved.
    actor.send({ type: 'selection.delete' });
    actor.send({ type: 'node.add', item: startItem, position: { x: 2, y: 2 } });
    await waitFor(actor, (s) => s.matches({ ready: { persistence: 'idle' } }));
    expect(saves[0]!.workflow.nodes.map((n) => n.id)).toEqual(['node-1', 'node-7', 'node-8']);
    expect(saves[0]!.workflow.viewport).toEqual({ x: 5, y: 5, zoom: 2 });
    expect(saves[0]!.sequence.title).toBe('Order Intake');
    expect(toasts.at(-1)).toMatchObject({ title: 'Workflow saved', description: 'Your workflow has been saved successfully.' });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'workflow.save' });
    await waitFor(actor, (s) => s.matches({ ready: { persistence: 'idle' } }));
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  });

  it('keeps the canvas dirty and says why when saving fails', async () => {
    const { actor, toasts } = await readyEditor({ saveError: new Error('No response from server') });
    actor.send({ type: 'node.add', item: startItem, position: { x: 1, y: 1 } });
    actor.send({ type: 'workflow.save' });
    await waitFor(actor, (s) => s.matches({ ready: { persistence: 'idle' } }));
    expect(toasts.at(-1)).toMatchObject({ title: 'Save Failed', description: 'No response from server' });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  });

  it('loads the server copy as saved, a local copy as unsaved, and nothing when neither exists', async () => {
    const server = await readyEditor({ sequence: sequenceWith([]), restored: { workflow: savedWorkflow, source: 'server' } });
    server.actor.send({ type: 'workflow.load' });
    await waitFor(server.actor, (s) => s.matches({ ready: { persistence: 'idle' } }));
    expect(server.actor.getSnapshot().context.nodes).toHaveLength(2);
    expect(server.actor.getSnapshot().context.viewportRevision).toBe(2);
    expect(server.toasts.at(-1)).toMatchObject({ title: 'Workflow loaded', description: 'Your workflow has been loaded successfully.' });
    expect(selectIsDirty(server.actor.getSnapshot())).toBe(false);
    server.actor.send({ type: 'node.add', item: startItem, position: { x: 1, y: 1 } });
    expect(server.actor.getSnapshot().context.nodes.at(-1)!.id).toBe('node-8');

    const local = await readyEditor({ sequence: sequenceWith([]), restored: { workflow: savedWorkflow, source: 'local' } });
    local.actor.send({ type: 'workflow.load' });
    await waitFor(local.actor, (s) => s.matches({ ready: { persistence: 'idle' } }));
    expect(local.actor.getSnapshot().context.nodes).toHaveLength(2);
    expect(selectIsDirty(local.actor.getSnapshot())).toBe(true);

    const none = await readyEditor({ sequence: sequenceWith([]), restored: null });
    none.actor.send({ type: 'workflow.load' });
    await waitFor(none.actor, (s) => s.matches({ ready: { persistence: 'idle' } }));
    expect(none.actor.getSnapshot().context.nodes).toEqual([]);
    // The spec changes nothing; the user is told there was nothing to load (D47).
    expect(none.toasts).toEqual([{ title: 'Nothing to load', description: 'This sequence has no saved workflow yet. Save one first.', variant: 'info' }]);
  });

  it('imports a valid file as one undo step, and refuses a malformed one, naming it, without touching the canvas', async () => {
    const { actor, toasts } = await readyEditor({ sequence: sequenceWith([]) });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'workflow.import', text: '{"nodes": []}', fileName: 'orders-v2.json' });
    expect(actor.getSnapshot().context.nodes).toBe(before.nodes);
    expect(actor.getSnapshot().context.history).toBe(before.history);
    expect(toasts.at(-1)).toEqual({ title: 'Import Failed', description: 'orders-v2.json is not a valid workflow: edges: Invalid input: expected array, received undefined', variant: 'destructive' });
    actor.send({ type: 'workflow.import', text: JSON.stringify(savedWorkflow), fileName: 'orders.json' });
    expect(actor.getSnapshot().context.nodes.map((n) => n.id)).toEqual(['node-1', 'node-7']);
    expect(toasts.at(-1)).toMatchObject({ title: 'Workflow imported' });
    actor.send({ type: 'history.undo' });
    expect(actor.getSnapshot().context.nodes).toBe(before.nodes);
  });

  it('asks before an import replaces unsaved changes, and keeps them when the user says no', async () => {
    const { actor, toasts } = await readyEditor({ sequence: sequenceWith([]) });
    actor.send({ type: 'node.add', item: startItem, position: { x: 1, y: 1 } });
    const edited = actor.getSnapshot().context;
    actor.send({ type: 'workflow.import', text: JSON.stringify(savedWorkflow), fileName: 'orders.json' });
    expect(actor.getSnapshot().matches({ ready: { persistence: 'confirmingImport' } })).toBe(true);
    expect(selectPendingImport(actor.getSnapshot())).toEqual({ text: JSON.stringify(savedWorkflow), fileName: 'orders.json' });
    expect(actor.getSnapshot().context.nodes).toBe(edited.nodes);
    actor.send({ type: 'import.cancel' });
    expect(actor.getSnapshot().context.nodes).toBe(edited.nodes);
    expect(selectPendingImport(actor.getSnapshot())).toBeNull();
    expect(toasts).toEqual([]);

    actor.send({ type: 'workflow.import', text: JSON.stringify(savedWorkflow), fileName: 'orders.json' });
    actor.send({ type: 'import.confirm' });
    expect(actor.getSnapshot().matches({ ready: { persistence: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.nodes.map((n) => n.id)).toEqual(['node-1', 'node-7']);
    expect(toasts.at(-1)).toMatchObject({ title: 'Workflow imported' });
    // node-1 was taken before the import, so the counter stays past both.
    actor.send({ type: 'node.add', item: startItem, position: { x: 1, y: 1 } });
    expect(actor.getSnapshot().context.nodes.at(-1)!.id).toBe('node-8');
    actor.send({ type: 'history.undo' });
    actor.send({ type: 'history.undo' });
    expect(actor.getSnapshot().context.nodes).toBe(edited.nodes);
  });

  it('closes the properties by clearing the selection', async () => {
    const { actor } = await readyEditor({ sequence: sequenceWith([savedWorkflow]) });
    actor.send({ type: 'node.select', id: 'node-1' });
    expect(actor.getSnapshot().context.selectedNodes.map((n) => n.id)).toEqual(['node-1']);
    actor.send({ type: 'selection.clear' });
    expect(actor.getSnapshot().context.selectedNodes).toEqual([]);
    expect(actor.getSnapshot().context.nodes.some((n) => n.selected)).toBe(false);
  });

  it('fits Load and Import into view, and opens at the saved view', async () => {
    const { actor } = await readyEditor({ sequence: sequenceWith([savedWorkflow]) });
    expect(actor.getSnapshot().context.viewportFollow).toBe('saved');
    actor.send({ type: 'workflow.import', text: JSON.stringify(savedWorkflow), fileName: 'orders.json' });
    expect(actor.getSnapshot().context.viewportFollow).toBe('fit');
  });

  it('downloads the workflow as workflow.json', async () => {
    const { actor, downloads } = await readyEditor();
    actor.send({ type: 'workflow.download' });
    expect(downloads).toEqual([{ workflow: savedWorkflow, fileName: 'workflow.json' }]);
  });

  it('sends an unknown slug back to the sequences with a toast', async () => {
    const { actor, toasts, leaveDesigner } = startEditor({ sequence: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(toasts).toEqual([{ title: 'Sequence not found', description: 'No sequence of yours opens at /sequences/order-intake.', variant: 'destructive' }]);
    expect(leaveDesigner).toHaveBeenCalledOnce();
  });
});
