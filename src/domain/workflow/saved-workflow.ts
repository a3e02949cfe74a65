import { z } from 'zod';
import { declaredInputsSchema } from './node-catalogue/declared-inputs';
import { onFailureModes } from './node-properties';

/** A node's stored properties: any the node's kind keeps, with On failure one of its modes when set (D128). */
const nodePropertiesSchema = z.record(z.string(), z.unknown()).refine((properties) => properties.onFailure === undefined || (onFailureModes as readonly unknown[]).includes(properties.onFailure), {
  path: ['onFailure'],
  message: `On failure is one of ${onFailureModes.join(', ')}`,
});

/**
 * How the designer keeps a canvas in a sequence (D14): `items` holds exactly one element, the saved
 * workflow `{nodes, edges, viewport}`, once the workflow was saved, and is empty before. React Flow's
 * own extra fields (measured size, selection, style...) pass through untouched.
 */
export const workflowNodeSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  position: z.looseObject({ x: z.number(), y: z.number() }),
  data: z.looseObject({
    label: z.string(),
    type: z.string(),
    properties: nodePropertiesSchema,
  }),
});
export type WorkflowNode = z.infer<typeof workflowNodeSchema>;

export const workflowEdgeSchema = z.looseObject({
  id: z.string().min(1),
  source: z.string().min(1),
  target: z.string().min(1),
  sourceHandle: z.string().nullish(),
  targetHandle: z.string().nullish(),
});
export type WorkflowEdge = z.infer<typeof workflowEdgeSchema>;

export const viewportSchema = z.object({ x: z.number(), y: z.number(), zoom: z.number().positive() });
export type Viewport = z.infer<typeof viewportSchema>;

export const savedWorkflowSchema = z.object({
  nodes: z.array(workflowNodeSchema),
  edges: z.array(workflowEdgeSchema),
  viewport: viewportSchema,
  /** What the workflow must be told when it runs as a bot (D66); a sequence's own workflow has none. */
  inputs: declaredInputsSchema.optional(),
}).meta({ id: 'Workflow', description: 'A saved workflow: nodes, edges and the viewport.' });
export type SavedWorkflow = z.infer<typeof savedWorkflowSchema>;

/** The saved workflow inside a sequence's items, or null when none was saved (or it is unreadable). */
export function workflowFromItems(items: readonly unknown[]): SavedWorkflow | null {
  if (items.length !== 1) return null;
  const parsed = savedWorkflowSchema.safeParse(items[0]);
  return parsed.success ? parsed.data : null;
}

export function itemsFromWorkflow(workflow: SavedWorkflow): [SavedWorkflow] {
  return [workflow];
}

/** "Number of Items" in the edit dialog: the saved workflow's nodes; items of any other shape count one each. */
export function countSequenceItems(items: readonly unknown[]): number {
  return workflowFromItems(items)?.nodes.length ?? items.length;
}
