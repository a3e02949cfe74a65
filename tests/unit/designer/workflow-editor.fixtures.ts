import type { Sequence } from '../../../src/domain/sequences/sequences';
import type { SavedWorkflow } from '../../../src/domain/workflow/saved-workflow';
import type { EditorEdge, EditorNode } from '../../../src/machines/designer/workflow-editor/types';

export function node(id: string, x = 0, y = 0, extra: Partial<EditorNode> = {}): EditorNode {
  return { id, type: 'process', position: { x, y }, data: { label: 'Process Node', type: 'process', properties: {} }, ...extra };
}

export function edge(source: string, target: string, extra: Partial<EditorEdge> = {}): EditorEdge {
  return { id: `${source}->${target}`, source, target, ...extra };
}

export const savedWorkflow: SavedWorkflow = {
  nodes: [
    { id: 'node-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Start Node', type: 'start', properties: {} } },
    { id: 'node-7', type: 'end', position: { x: 300, y: 0 }, data: { label: 'End Node', type: 'end', properties: {} } },
  ],
  edges: [{ id: 'e-1-7', source: 'node-1', target: 'node-7' }],
  viewport: { x: 10, y: 20, zoom: 1.5 },
};

export function sequenceWith(items: Sequence['items'], title = 'Order Intake'): Sequence {
  return { id: 'seq-1', title, description: 'Takes orders in', items, created_at: '2025-01-01T00:00:00.000Z', last_run_at: null };
}
