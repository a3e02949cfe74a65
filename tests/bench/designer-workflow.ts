import type { SavedWorkflow } from '../../src/domain/workflow/saved-workflow';

const middleTypes = ['process', 'decision', 'timer', 'email', 'transform', 'validate', 'api', 'database', 'user-task', 'approval', 'service', 'event', 'script', 'basic'];

export const GRID_COLUMNS = 20;
export const GRID_DX = 200;
export const GRID_DY = 80;
/** Where the first node sits on screen at zoom 1: clear of the toolbar over the canvas. */
export const GRID_ORIGIN = { x: 40, y: 80 };

/**
 * performance.md's graph: N nodes, 20 per row, 200 × 80 px apart, each connected to the next. A
 * start node first, an end node last, every other type in between, so each look is on screen.
 */
export function generatedWorkflow(count: number): SavedWorkflow {
  const nodes = Array.from({ length: count }, (_, index) => {
    const type = index === 0 ? 'start' : index === count - 1 ? 'end' : middleTypes[(index - 1) % middleTypes.length]!;
    return {
      id: `node-${index + 1}`,
      type,
      position: { x: (index % GRID_COLUMNS) * GRID_DX, y: Math.floor(index / GRID_COLUMNS) * GRID_DY },
      data: { label: `Step ${index + 1}`, type, properties: {} },
    };
  });
  const edges = nodes.slice(1).map((node, index) => {
    const source = nodes[index]!;
    return {
      id: `edge-${index + 1}`,
      source: source.id,
      target: node.id,
      ...(source.type === 'decision' ? { sourceHandle: 'right' } : {}),
    };
  });
  return { nodes, edges, viewport: { ...GRID_ORIGIN, zoom: 1 } };
}
