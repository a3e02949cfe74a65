import type { Sequence } from '../../../src/domain/sequences/sequences';
import { render, screen, waitFor as waitForDom, within } from '@testing-library/react';
import { ReactFlowProvider, useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { workflowEditorMachine } from '../../../src/machines/designer/workflow-editor.machine';
import { NODE_PLACEMENT_RANGE, placementInView } from '../../../src/machines/designer/workflow-editor/placement';
import type { EditorNode } from '../../../src/machines/designer/workflow-editor/types';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import { Canvas, MAX_ZOOM, MIN_ZOOM, MINIMAP_STYLE, SNAP_GRID } from '../../../src/views/designer/Canvas';
import { drawableNodes, nodeTypes } from '../../../src/views/designer/nodes/react-flow-node-types';
import { installReactFlowDom } from '../../model/react-flow-dom';
import { sequenceWith } from './workflow-editor.fixtures';

installReactFlowDom();

const workflowNode = (id: string, type: string, label: string) => ({ id, type, position: { x: 0, y: 0 }, data: { label, type, properties: {} } });
const workflow: SavedWorkflow = {
  nodes: [
    workflowNode('node-1', 'start', 'Begin'),
    // Types we have no look for, as an imported file may hold; two are React Flow's own names.
    workflowNode('node-2', 'webhook', 'Mystery Hook'),
    workflowNode('node-3', 'input', 'Old Input'),
    workflowNode('node-4', 'default', 'Old Default'),
  ],
  edges: [],
  viewport: { x: 0, y: 0, zoom: 1 },
};

type FlowStore = ReturnType<typeof useStoreApi>;
let store: FlowStore | null = null;
const keepStore = (flowStore: FlowStore) => {
  store = flowStore;
};
/** Hands out React Flow's store, where the canvas props end up. */
function StoreProbe({ onStore }: { onStore: (flowStore: FlowStore) => void }) {
  const flowStore = useStoreApi();
  useEffect(() => onStore(flowStore), [flowStore, onStore]);
  return null;
}

async function renderCanvas() {
  const editor = createActor(workflowEditorMachine.provide({ actors: { loadSequence: fromPromise(async (): Promise<Sequence | null> => sequenceWith([workflow])) } }), {
    input: { slug: 'order-intake', sequence: null },
  }).start();
  await waitFor(editor, (snapshot) => snapshot.matches('ready'));
  const view = render(
    <ReactFlowProvider>
      <Canvas actor={editor} />
      <StoreProbe onStore={keepStore} />
    </ReactFlowProvider>,
  );
  const nodeElement = (id: string) => view.container.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`)!;
  await waitForDom(() => expect(nodeElement('node-4')).not.toBeNull());
  return { editor, view, nodeElement };
}

describe('nodes of an unknown type', () => {
  it('are drawn as basic nodes, not as React Flow’s default node', async () => {
    const { editor, nodeElement } = await renderCanvas();
    for (const id of ['node-2', 'node-3', 'node-4']) {
      const element = nodeElement(id);
      expect(element).toHaveClass('react-flow__node-basic');
      expect(element.className).not.toMatch(/react-flow__node-(default|input|webhook)/);
      // Our node's content: the label, and a caption saying Botflow does not know the kind (D65: Run refuses it).
      expect(within(element).getByText('Unknown kind')).toBeInTheDocument();
    }
    expect(within(nodeElement('node-2')).getByText('Mystery Hook')).toBeInTheDocument();
    expect(nodeElement('node-1')).toHaveClass('react-flow__node-start');
    // Only the drawing changes: the workflow keeps the imported types.
    expect(editor.getSnapshot().context.nodes.map((node) => node.type)).toEqual(['start', 'webhook', 'input', 'default']);
  });

  it('get one stand-in per stored node, and a list of known types is passed through as it is', () => {
    const known = [workflowNode('node-1', 'start', 'Begin')] as EditorNode[];
    expect(drawableNodes(known)).toBe(known);
    const mixed = [...known, workflowNode('node-2', 'webhook', 'Hook')] as EditorNode[];
    const first = drawableNodes(mixed);
    const second = drawableNodes([...mixed]);
    expect(first[0]).toBe(known[0]);
    expect(first[1]).toBe(second[1]);
    expect(first[1]).toMatchObject({ id: 'node-2', type: 'basic', data: { type: 'webhook' } });
    expect(Object.keys(nodeTypes)).not.toContain('webhook');
  });
});

describe('canvas constants (spec 02 §9)', () => {
  it('zooms from 0.5 to 2, snaps to 15 by 15, and shows a 200 by 150 minimap', async () => {
    expect([MIN_ZOOM, MAX_ZOOM]).toEqual([0.5, 2]);
    expect(SNAP_GRID).toEqual([15, 15]);
    expect(MINIMAP_STYLE).toEqual({ width: 200, height: 150 });

    const { view } = await renderCanvas();
    const state = store!.getState();
    expect([state.minZoom, state.maxZoom]).toEqual([0.5, 2]);
    expect(state.snapToGrid).toBe(true);
    expect(state.snapGrid).toEqual([15, 15]);
    const minimap = view.container.querySelector('.react-flow__minimap svg')!;
    expect([minimap.getAttribute('width'), minimap.getAttribute('height')]).toEqual(['200', '150']);
    expect(screen.getByRole('application', { name: 'Workflow canvas' })).toBeInTheDocument();
  });

  it('places an added node at random within 0 to 500 on both axes of the visible corner', () => {
    const view = { x: 0, y: 0, width: 2000, height: 2000 };
    const place = (random: () => number) => placementInView(view, [], random);
    expect(NODE_PLACEMENT_RANGE).toBe(500);
    expect(place(() => 0)).toEqual({ x: 0, y: 0 });
    expect(place(() => 0.999_999)).toEqual({ x: 500, y: 500 });
    const values = [0.25, 0.5];
    expect(place(() => values.shift()!)).toEqual({ x: 125, y: 250 });
    for (let i = 0; i < 200; i += 1) {
      const { x, y } = place(Math.random);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(500);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(500);
    }
  });
});
