import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';

/** Start → process → end in a row: the smallest workflow a test run walks. */
export const startToEnd: SavedWorkflow = {
  nodes: [
    { id: 'node-1', type: 'start', position: { x: 120, y: 200 }, data: { label: 'Start Node', type: 'start', properties: {} } },
    { id: 'node-2', type: 'process', position: { x: 420, y: 200 }, data: { label: 'Process Node', type: 'process', properties: {} } },
    { id: 'node-3', type: 'end', position: { x: 720, y: 200 }, data: { label: 'End Node', type: 'end', properties: {} } },
  ],
  edges: [
    { id: 'e-1-2', source: 'node-1', target: 'node-2' },
    { id: 'e-2-3', source: 'node-2', target: 'node-3' },
  ],
  viewport: { x: 0, y: 0, zoom: 1 },
};

/** A node as a saved workflow holds it, at (x, y), with its Run Settings. */
export const nodeAt = (id: string, type: string, label: string, x: number, y: number, properties: Record<string, unknown> = {}): SavedWorkflow['nodes'][number] => ({
  id,
  type,
  position: { x, y },
  data: { label, type, properties },
});
