import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { savedWorkflow, sequenceWith } from './workflow-editor.fixtures';
import { layoutOrigin, tidied, withPositions } from '../../../src/app/designer/tidy-up';
import { draftGap, type WorkflowDraft } from '../../../src/domain/assistant/build';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import { workflowEditorMachine } from '../../../src/machines/designer/workflow-editor.machine';
import { draftAnswerText, refusalAnswerText } from '../../../src/machines/designer/workflow-draft.machine';
import { isDraftElementId } from '../../../src/machines/designer/workflow-editor/draft';
import { draftOverlayGraph, draftToAdd, placeDraftBeside, withDraftAdded } from '../../../src/machines/designer/workflow-editor/draft-overlay';
import type { EditorNode, Graph } from '../../../src/machines/designer/workflow-editor/types';

const node = (id: string, type: string, x: number, y: number, extra: Partial<EditorNode> = {}): EditorNode & { type: string } => ({
  id,
  type,
  position: { x, y },
  data: { label: `${type} ${id}`, type, properties: {} },
  ...extra,
});

const draftWorkflow: SavedWorkflow = {
  nodes: [node('d1', 'start', 0, 0), node('d2', 'api', 270, 0), node('d3', 'email', 540, 0)],
  edges: [
    { id: 'de1', source: 'd1', target: 'd2' },
    { id: 'de2', source: 'd2', target: 'd3' },
  ],
  viewport: { x: 0, y: 0, zoom: 1 },
};
const draft: WorkflowDraft = {
  type: 'draft',
  workflow: draftWorkflow,
  needs: [{ nodeId: 'd3', nodeLabel: 'email d3', kind: 'credential', field: 'credential', text: 'email d3: choose an SMTP credential for Mail account' }],
  offline: false,
  summary: 'Every morning, fetches the price list and mails it to you.',
};

describe('placing a draft beside the workflow', () => {
  it('moves a draft that would cover the workflow to its right, top edges level', () => {
    const current = [node('node-1', 'start', 100, 40), node('node-2', 'end', 400, 200, { measured: { width: 250, height: 60 } })];
    const placed = placeDraftBeside(draftWorkflow, current);
    // The workflow's right edge is 400 + 250 (measured); the draft starts a gap further.
    expect(placed.nodes.map((n) => n.position)).toEqual([
      { x: 650 + draftGap, y: 40 },
      { x: 650 + draftGap + 270, y: 40 },
      { x: 650 + draftGap + 540, y: 40 },
    ]);
    expect(placed.edges).toBe(draftWorkflow.edges);
  });

  it('leaves a draft already clear of the workflow, or on an empty canvas, where it is', () => {
    expect(placeDraftBeside(draftWorkflow, [])).toBe(draftWorkflow);
    expect(placeDraftBeside(draftWorkflow, [node('node-1', 'start', 0, 500)])).toBe(draftWorkflow);
  });
});

describe('the draft overlay', () => {
  it('draws the draft with ids of its own, dashed, and not editable', () => {
    const overlay = draftOverlayGraph(draftWorkflow, 'dashed');
    expect(overlay.nodes.map((n) => n.id)).toEqual(['draft:d1', 'draft:d2', 'draft:d3']);
    expect(overlay.nodes.every((n) => isDraftElementId(n.id) && n.className === 'dashed' && n.draggable === false && n.selectable === false && n.deletable === false && n.connectable === false)).toBe(true);
    expect(overlay.edges.map((e) => [e.id, e.source, e.target])).toEqual([
      ['draft:de1', 'draft:d1', 'draft:d2'],
      ['draft:de2', 'draft:d2', 'draft:d3'],
    ]);
    expect(isDraftElementId('node-1')).toBe(false);
  });
});

describe('accepting a draft', () => {
  const graph: Graph = { nodes: [node('node-1', 'start', 0, 0, { selected: true }), node('node-4', 'end', 300, 0)], edges: [{ id: 'e', source: 'node-1', target: 'node-4', selected: true }] };

  it('adds its nodes with fresh ids at their places, its edges between them, and selects only the node to open', () => {
    const added = draftToAdd(draftWorkflow, 5, 'd3');
    expect(added.nextNodeNumber).toBe(8);
    expect(added.openedId).toBe('node-7');
    const joined = withDraftAdded(graph, added.graph);
    expect(joined.nodes.map((n) => [n.id, n.position.x, n.selected ?? false])).toEqual([
      ['node-1', 0, false],
      ['node-4', 300, false],
      ['node-5', 0, false],
      ['node-6', 270, false],
      ['node-7', 540, true],
    ]);
    expect(joined.edges.map((e) => [e.source, e.target, e.selected ?? false])).toEqual([
      ['node-1', 'node-4', false],
      ['node-5', 'node-6', false],
      ['node-6', 'node-7', false],
    ]);
    expect(new Set(joined.edges.map((e) => e.id)).size).toBe(3);
  });

  it('selects nothing, and leaves the selection, when nothing needs setting up', () => {
    const added = draftToAdd(draftWorkflow, 5, null);
    expect(added.openedId).toBeNull();
    expect(added.graph.nodes.some((n) => n.selected)).toBe(false);
    expect(withDraftAdded(graph, added.graph).nodes.filter((n) => n.selected).map((n) => n.id)).toEqual(['node-1']);
  });

  it('is one undoable step in the editor, and so is Tidy up', async () => {
    const editor = createActor(
      workflowEditorMachine.provide({
        actors: { loadSequence: fromPromise(async (): Promise<Sequence | null> => sequenceWith([savedWorkflow])) },
        // Tidy up's layout, loaded at once here (the app loads it on demand).
        actions: {
          layOut: ({ self }) => {
            const graph = tidied(self.getSnapshot().context);
            if (graph) self.send({ type: 'graph.commit', graph });
          },
        },
      }),
      { input: { slug: 'order-intake', sequence: null } },
    ).start();
    await waitFor(editor, (snapshot) => snapshot.matches('ready'));
    const present = editor.getSnapshot().context;
    editor.send({ type: 'graph.commit', graph: withDraftAdded(present, draftToAdd(draftWorkflow, present.nextNodeNumber, 'd3').graph) });
    const accepted = editor.getSnapshot().context;
    expect(accepted.nodes.map((n) => n.id)).toEqual(['node-1', 'node-7', 'node-8', 'node-9', 'node-10']);
    expect(accepted.selectedNodes.map((n) => n.id)).toEqual(['node-10']);
    expect(accepted.nextNodeNumber).toBe(11);
    editor.send({ type: 'layout.tidy' });
    const laidOut = editor.getSnapshot().context;
    expect(laidOut.nodes.map((n) => n.position)).not.toEqual(accepted.nodes.map((n) => n.position));
    editor.send({ type: 'history.undo' });
    expect(editor.getSnapshot().context.nodes).toEqual(accepted.nodes);
    editor.send({ type: 'history.undo' });
    expect(editor.getSnapshot().context.nodes.map((n) => n.id)).toEqual(['node-1', 'node-7']);
    expect(editor.getSnapshot().context.edges).toEqual(savedWorkflow.edges);
    editor.stop();
  });

  it('Tidy up does nothing on an empty canvas', async () => {
    const layOut = vi.fn();
    const editor = createActor(workflowEditorMachine.provide({ actors: { loadSequence: fromPromise(async (): Promise<Sequence | null> => sequenceWith([])) }, actions: { layOut } }), {
      input: { slug: 'order-intake', sequence: null },
    }).start();
    await waitFor(editor, (snapshot) => snapshot.matches('ready'));
    editor.send({ type: 'layout.tidy' });
    expect(layOut).not.toHaveBeenCalled();
    editor.stop();
  });
});

describe('Tidy up', () => {
  const nodes = [node('node-1', 'start', 500, 300), node('node-2', 'api', 90, 900), node('node-3', 'end', 10, 10)];
  const edges = [
    { id: 'a', source: 'node-1', target: 'node-2' },
    { id: 'b', source: 'node-2', target: 'node-3' },
  ];

  it('starts the first rank at the workflow’s own top-left corner', () => {
    expect(layoutOrigin(nodes)).toEqual({ x: 10, y: 10 });
    expect(layoutOrigin([])).toEqual({ x: 0, y: 0 });
  });

  it('moves the nodes to the layout’s places, left to right along the edges', () => {
    const moved = tidied({ nodes, edges })!.nodes;
    const x = (id: string) => moved.find((n) => n.id === id)!.position.x;
    expect(x('node-1')).toBeLessThan(x('node-2'));
    expect(x('node-2')).toBeLessThan(x('node-3'));
    expect(x('node-1')).toBe(10);
  });

  it('changes nothing (no undo step) when every node is already in place', () => {
    expect(withPositions(nodes, nodes.map(({ id, position }) => ({ id, position })))).toBeNull();
    const once = tidied({ nodes, edges })!;
    expect(tidied(once)).toBeNull();
  });
});

describe('what Flo says', () => {
  it('answers a draft with its summary, where it is and how many things it still needs', () => {
    expect(draftAnswerText(draft)).toBe(
      'Every morning, fetches the price list and mails it to you.\n\nIt is on the canvas beside your workflow, dashed: Accept adds it, Discard removes it. It still needs one thing, listed in the bar.',
    );
  });

  it('says it is offline and names the template', () => {
    expect(draftAnswerText({ ...draft, needs: [], offline: true, template: { id: 'prices', title: 'Mail a price list every morning' } })).toBe(
      "I am answering offline, so this draft is the closest of Botflow's templates: Mail a price list every morning. Every morning, fetches the price list and mails it to you.\n\nIt is on the canvas beside your workflow, dashed: Accept adds it, Discard removes it.",
    );
  });

  it('lists the reasons of a refusal', () => {
    expect(refusalAnswerText(['Node "Fetch" has no URL', 'The draft has no start node'])).toBe(
      'I could not build a workflow that holds together:\n\n- Node "Fetch" has no URL\n- The draft has no start node',
    );
  });
});
