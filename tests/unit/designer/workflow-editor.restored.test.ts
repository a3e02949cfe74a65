import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { workflowEditorMachine } from '../../../src/machines/designer/workflow-editor.machine';
import { selectCanUndo, selectIsDirty } from '../../../src/machines/designer/workflow-editor.selectors';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import { savedWorkflow, sequenceWith } from './workflow-editor.fixtures';

const restored: SavedWorkflow = {
  nodes: [{ id: 'node-3', type: 'timer', position: { x: 60, y: 90 }, data: { label: 'Wait', type: 'timer', properties: { seconds: 5 } } }],
  edges: [],
  viewport: { x: 0, y: 0, zoom: 1 },
};

describe('a restored version in the editor (D69)', () => {
  it('replaces the canvas as one undoable step that counts as saved, and undo brings back the workflow before it, unsaved', async () => {
    const actor = createActor(
      workflowEditorMachine.provide({ actors: { loadSequence: fromPromise(async (): Promise<Sequence | null> => sequenceWith([savedWorkflow])) } }),
      { input: { slug: 'order-intake', sequence: null } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));

    actor.send({ type: 'workflow.restored', workflow: restored });
    let snapshot = actor.getSnapshot();
    expect(snapshot.context.nodes.map((node) => node.id)).toEqual(['node-3']);
    // The server holds it: nothing unsaved, and the sequence's items are the restored workflow.
    expect(selectIsDirty(snapshot)).toBe(false);
    expect(snapshot.context.sequence?.items).toEqual([restored]);
    expect(selectCanUndo(snapshot)).toBe(true);

    actor.send({ type: 'history.undo' });
    snapshot = actor.getSnapshot();
    expect(snapshot.context.nodes.map((node) => node.id)).toEqual(['node-1', 'node-7']);
    expect(selectIsDirty(snapshot)).toBe(true);
    expect(selectCanUndo(snapshot)).toBe(false);
    actor.stop();
  });
});
