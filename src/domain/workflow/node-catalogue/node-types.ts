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

/**
 * What each of the spec's types is for, as /documents/nodes says it (its node-types table is
 * written from these, in this order). A type is broader than the kinds that have it: a timer is a
 * Schedule or a Timer, a script Code or a library script. A bot node has no row: the palette
 * table's My Bots row tells it (D38), and Flo's offline index would answer "what is a bot" with a
 * row of its own rather than with the section on bots.
 */
export const nodeTypeUses: Readonly<Record<Exclude<WorkflowNodeType, 'bot'>, string>> = {
  start: 'Where every test run begins. A workflow needs exactly one to be tested.',
  end: 'Marks a finished branch. Nothing runs after it.',
  decision: 'Splits the flow in two, for example "found" and "not found". Both branches are followed in a test run.',
  basic: 'A general step with a label and notes; useful while sketching a workflow.',
  process: 'Does one piece of work, such as a click in a page (the palette’s Click Action and Process items).',
  timer: 'Waits or runs on a schedule (the palette’s Schedule and Timer items).',
  email: 'Sends an e-mail, typically a report at the end of a run.',
  transform: 'Reshapes data between steps: renames fields, filters rows, formats values.',
  validate: 'Checks that something is true before going on, such as an element being present (the palette’s Element Selector).',
  api: 'Calls an HTTP API (the palette’s API Call item).',
  database: 'Reads from or writes to a database.',
  'user-task': 'A step a person does by hand; the workflow records that it is expected.',
  approval: 'Waits for someone to approve before the flow goes on.',
  service: 'Hands work to an external service or another system.',
  event: 'Starts work when something happens, such as a click or a request (the palette’s Click Trigger and Webhook items; a Webhook has an output only).',
  script: 'Runs a script from the script library; its label is the script’s title.',
};

export function isWorkflowNodeType(type: string | undefined): type is WorkflowNodeType {
  return type !== undefined && (workflowNodeTypes as readonly string[]).includes(type);
}

/** Unknown types (an imported file may hold any) behave like basic nodes (D31). */
export function handlesOf(type: string | undefined): NodeHandles {
  return (isWorkflowNodeType(type) ? handlesByType[type] : undefined) ?? 'in-out';
}
