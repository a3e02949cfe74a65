import { describe, expect, it } from 'vitest';
import {
  applyNodeChangeList,
  connectEdge,
  edgeChangesEditWorkflow,
  nodeChangesEditWorkflow,
  nodeChangesTouchSelection,
  USER_EDGE_STROKE,
} from '../../../src/machines/designer/workflow-editor/apply-changes';
import { edge, node } from './workflow-editor.fixtures';

describe('applying React Flow changes', () => {
  it('counts drag end, removal and additions as edits, not drag frames, selection or measuring', () => {
    expect(nodeChangesEditWorkflow([{ type: 'position', id: 'a', position: { x: 1, y: 1 }, dragging: true }])).toBe(false);
    expect(nodeChangesEditWorkflow([{ type: 'position', id: 'a', position: { x: 1, y: 1 }, dragging: false }])).toBe(true);
    expect(nodeChangesEditWorkflow([{ type: 'select', id: 'a', selected: true }])).toBe(false);
    expect(nodeChangesEditWorkflow([{ type: 'dimensions', id: 'a', dimensions: { width: 1, height: 1 } }])).toBe(false);
    expect(nodeChangesEditWorkflow([{ type: 'remove', id: 'a' }])).toBe(true);
    expect(edgeChangesEditWorkflow([{ type: 'select', id: 'e', selected: true }])).toBe(false);
    expect(edgeChangesEditWorkflow([{ type: 'remove', id: 'e' }])).toBe(true);
    expect(nodeChangesTouchSelection([{ type: 'position', id: 'a', position: { x: 1, y: 1 }, dragging: true }])).toBe(false);
    expect(nodeChangesTouchSelection([{ type: 'select', id: 'a', selected: false }])).toBe(true);
  });

  it('copies only the changed node, so memoised node components of the others stay put', () => {
    const nodes = [node('a'), node('b')];
    const next = applyNodeChangeList([{ type: 'position', id: 'a', position: { x: 5, y: 6 }, dragging: true }], nodes);
    expect(next[0]).toMatchObject({ position: { x: 5, y: 6 }, dragging: true });
    expect(next[1]).toBe(nodes[1]);
    expect(next[0]!.data).toBe(nodes[0]!.data);
  });

  it('connects with an animated blue edge, once', () => {
    const edges = connectEdge({ source: 'a', target: 'b', sourceHandle: null, targetHandle: null }, []);
    expect(edges).toHaveLength(1);
    expect(edges[0]).toMatchObject({ source: 'a', target: 'b', animated: true, style: { stroke: USER_EDGE_STROKE } });
    expect(connectEdge({ source: 'a', target: 'b', sourceHandle: null, targetHandle: null }, edges)).toBe(edges);
    expect(connectEdge({ source: 'a', target: 'b', sourceHandle: null, targetHandle: null }, [edge('a', 'b')])).toHaveLength(1);
  });
});
