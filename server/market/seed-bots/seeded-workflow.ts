import { kindById } from '../../../src/domain/workflow/node-catalogue/catalogue';
import type { DeclaredInput } from '../../../src/domain/workflow/node-catalogue/declared-inputs';
import { libraryKindId } from '../../../src/domain/workflow/node-catalogue/library-scripts';
import type { SavedWorkflow, WorkflowNode } from '../../../src/domain/workflow/saved-workflow';
import type { WorkflowNodeType } from '../../../src/domain/workflow/node-catalogue/node-types';

/** One step of a seeded bot: a node of the designer's types with the properties the engine reads (D45). */
export interface SeededStep {
  type: Exclude<WorkflowNodeType, 'start' | 'end'>;
  label: string;
  properties?: Record<string, unknown>;
}

const columnWidth = 240;

/** A step that runs a script of the library (D65), with its inputs' values (templates allowed, D66). */
export function libraryStep(scriptId: string, label: string, values: Record<string, unknown>): SeededStep {
  const kind = kindById(libraryKindId(scriptId));
  if (!kind) throw new Error(`The library has no script ${scriptId}`);
  return { type: 'script', label, properties: { paletteItem: kind.id, ...kind.nodeProperties, ...values } };
}

/**
 * A seeded bot's configuration (D38): start, its steps in order, end, laid out left to right as
 * the designer would show them. A decision's right output carries on; its bottom one ends the run.
 * `inputs` are what the buyer sets up (D66), which the steps read as `{{inputs.name}}`.
 */
export function linearWorkflow(inputs: readonly DeclaredInput[], steps: readonly SeededStep[]): SavedWorkflow {
  const node = (id: string, type: WorkflowNodeType, label: string, column: number, properties: Record<string, unknown> = {}, row = 0): WorkflowNode => ({
    id,
    type,
    position: { x: column * columnWidth, y: row * 150 },
    data: { label, type, properties },
  });
  const nodes: WorkflowNode[] = [node('node-1', 'start', 'Start', 0)];
  steps.forEach((step, index) => nodes.push(node(`node-${index + 2}`, step.type, step.label, index + 1, step.properties)));
  const endId = `node-${steps.length + 2}`;
  nodes.push(node(endId, 'end', 'End', steps.length + 1));
  const edges = nodes.slice(0, -1).map((from, index) => {
    const to = nodes[index + 1]!;
    return { id: `edge-${from.id}-${to.id}`, source: from.id, target: to.id, ...(from.type === 'decision' ? { sourceHandle: 'right' } : {}) };
  });
  // A decision's "no" branch goes straight to the end, so every path finishes.
  for (const decision of nodes.filter((each) => each.type === 'decision')) {
    edges.push({ id: `edge-${decision.id}-${endId}-bottom`, source: decision.id, target: endId, sourceHandle: 'bottom' });
  }
  return { nodes, edges, viewport: { x: 0, y: 0, zoom: 1 }, inputs: [...inputs] };
}
