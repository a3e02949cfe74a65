/** The node types of spec 02 §3, each with its own look in the designer and its own behaviour in a run. */
export const workflowNodeTypes = [
  'basic',
  'process',
  'decision',
  'start',
  'end',
  'timer',
  'email',
  'transform',
  'validate',
  'api',
  'database',
  'user-task',
  'approval',
  'service',
  'event',
  'script',
  // D38: a bot of My Bots, which runs that bot's own workflow.
  'bot',
] as const;

export type WorkflowNodeType = (typeof workflowNodeTypes)[number];

/** Which handles a node has (spec 02 §4): start only an output, end only an input, decision two outputs. */
export type NodeHandles = 'output-only' | 'input-only' | 'decision' | 'in-out';

const handlesByType: Partial<Record<WorkflowNodeType, NodeHandles>> = {
  start: 'output-only',
  end: 'input-only',
  decision: 'decision',
};

export function isWorkflowNodeType(type: string | undefined): type is WorkflowNodeType {
  return type !== undefined && (workflowNodeTypes as readonly string[]).includes(type);
}

/** Unknown types (an imported file may hold any) behave like basic nodes (D31). */
export function handlesOf(type: string | undefined): NodeHandles {
  return (isWorkflowNodeType(type) ? handlesByType[type] : undefined) ?? 'in-out';
}
