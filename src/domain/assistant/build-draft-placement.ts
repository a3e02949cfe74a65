import { defaultLayoutBox, laidOutWorkflow } from '../workflow/auto-layout';
import type { SavedWorkflow, Viewport, WorkflowEdge, WorkflowNode } from '../workflow/saved-workflow';
import { draftGap } from './build';
import type { PlannedEdge } from './build-draft-edges';
import type { NodePlan } from './build-draft-nodes';

const defaultViewport: Viewport = { x: 0, y: 0, zoom: 1 };
const nodeNumber = /^node-(\d+)$/;

/** Where the draft's first rank goes: to the right of everything on the canvas, level with its top. */
function draftOrigin(workflow: SavedWorkflow | undefined): { x: number; y: number } {
  if (!workflow || workflow.nodes.length === 0) return { x: 0, y: 0 };
  const width = (node: WorkflowNode) => (typeof node.measured === 'object' && node.measured !== null && typeof (node.measured as { width?: unknown }).width === 'number' ? (node.measured as { width: number }).width : defaultLayoutBox.width);
  const right = Math.max(...workflow.nodes.map((node) => node.position.x + width(node)));
  const top = Math.min(...workflow.nodes.map((node) => node.position.y));
  return { x: Math.round(right + draftGap), y: Math.round(top) };
}

/** The designer's ids are node-N (node-factory.ts): the draft's go on after the canvas's highest. */
function firstFreeNumber(workflow: SavedWorkflow | undefined): number {
  let next = 1;
  for (const node of workflow?.nodes ?? []) {
    const match = nodeNumber.exec(node.id);
    if (match) next = Math.max(next, Number(match[1]) + 1);
  }
  return next;
}

/**
 * The checked draft as canvas nodes and edges: fresh node-N ids after the canvas's, laid out to the
 * right of it, keeping the canvas's viewport. `ids` maps each draft id to its canvas id.
 */
export function placedDraft(plans: readonly NodePlan[], edges: readonly PlannedEdge[], onCanvas: SavedWorkflow | undefined): { workflow: SavedWorkflow; ids: ReadonlyMap<string, string> } {
  let next = firstFreeNumber(onCanvas);
  const ids = new Map(plans.map((plan) => [plan.draft.id, `node-${next++}`]));
  const nodes: WorkflowNode[] = plans.map((plan) => ({
    id: ids.get(plan.draft.id)!,
    type: plan.kind.type,
    position: { x: 0, y: 0 },
    data: { label: plan.label, type: plan.kind.type, properties: plan.properties },
  }));
  // As React Flow's addEdge names a connection drawn on the canvas (apply-changes.ts's connectEdge).
  const canvasEdges: WorkflowEdge[] = edges.map(({ from, to, handle }) => {
    const source = ids.get(from)!;
    const target = ids.get(to)!;
    return { id: `xy-edge__${source}${handle ?? ''}-${target}`, source, target, sourceHandle: handle, targetHandle: null, animated: true };
  });
  const workflow = laidOutWorkflow({ nodes, edges: canvasEdges, viewport: onCanvas?.viewport ?? defaultViewport }, draftOrigin(onCanvas));
  return { workflow, ids };
}
