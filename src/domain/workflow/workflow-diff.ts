import type { SavedWorkflow, WorkflowEdge, WorkflowNode } from './saved-workflow';

/**
 * What changed between two saved workflows (D69's versions): nodes matched by id, compared by label,
 * kind and properties (a node only moved on the canvas is not changed), connections matched by their
 * ends. Pure: the server writes a version's summary with it, the Versions panel marks the canvas with it.
 */

/** One property of a changed node: its value before and after; undefined where the node had none. */
export interface PropertyChange {
  name: string;
  before: unknown;
  after: unknown;
}

export interface ChangedNode {
  before: WorkflowNode;
  after: WorkflowNode;
  changes: PropertyChange[];
}

export interface WorkflowDiff {
  /** Nodes only `after` has. */
  added: WorkflowNode[];
  /** Nodes only `before` has. */
  removed: WorkflowNode[];
  changed: ChangedNode[];
  addedEdges: WorkflowEdge[];
  removedEdges: WorkflowEdge[];
  /** Ids of nodes that kept everything but their place on the canvas. */
  moved: string[];
}

/** JSON with its object keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** The label, the kind and every property that differs, in that order (properties by name). */
export function nodeChanges(before: WorkflowNode, after: WorkflowNode): PropertyChange[] {
  const changes: PropertyChange[] = [];
  if (before.data.label !== after.data.label) changes.push({ name: 'Label', before: before.data.label, after: after.data.label });
  if (before.data.type !== after.data.type) changes.push({ name: 'Type', before: before.data.type, after: after.data.type });
  // properties.label mirrors data.label, which is compared above as "Label".
  const names = [...new Set([...Object.keys(before.data.properties), ...Object.keys(after.data.properties)])].filter((name) => name !== 'label').sort();
  for (const name of names) {
    const old = before.data.properties[name];
    const next = after.data.properties[name];
    if (!sameValue(old, next)) changes.push({ name, before: old, after: next });
  }
  return changes;
}

const edgeKey = (edge: WorkflowEdge) => `${edge.source}\u0000${edge.sourceHandle ?? ''}\u0000${edge.target}\u0000${edge.targetHandle ?? ''}`;

export function diffWorkflows(before: SavedWorkflow | null, after: SavedWorkflow): WorkflowDiff {
  const beforeNodes = new Map((before?.nodes ?? []).map((node) => [node.id, node]));
  const afterIds = new Set(after.nodes.map((node) => node.id));
  const diff: WorkflowDiff = { added: [], removed: [], changed: [], addedEdges: [], removedEdges: [], moved: [] };
  for (const node of after.nodes) {
    const old = beforeNodes.get(node.id);
    if (!old) {
      diff.added.push(node);
      continue;
    }
    const changes = nodeChanges(old, node);
    if (changes.length > 0) diff.changed.push({ before: old, after: node, changes });
    else if (old.position.x !== node.position.x || old.position.y !== node.position.y) diff.moved.push(node.id);
  }
  diff.removed = (before?.nodes ?? []).filter((node) => !afterIds.has(node.id));
  const beforeEdges = new Set((before?.edges ?? []).map(edgeKey));
  const afterEdges = new Set(after.edges.map(edgeKey));
  diff.addedEdges = after.edges.filter((edge) => !beforeEdges.has(edgeKey(edge)));
  diff.removedEdges = (before?.edges ?? []).filter((edge) => !afterEdges.has(edgeKey(edge)));
  return diff;
}

export const versionSummaryTexts = {
  first: 'First version',
  none: 'No changes',
  moved: 'Moved nodes',
  connections: (added: number, removed: number) =>
    [added > 0 ? `added ${added} connection${added === 1 ? '' : 's'}` : '', removed > 0 ? `removed ${removed} connection${removed === 1 ? '' : 's'}` : '']
      .filter(Boolean)
      .join('; '),
} as const;

/** A summary naming very many nodes is cut here: it stays one line in the list. */
export const summaryMaxChars = 300;

const labels = (nodes: readonly WorkflowNode[]) => nodes.map((node) => node.data.label || node.id).join(', ');

/**
 * A version's one line (D69): "Added Send report; changed Fetch prices; removed Wait", nodes by label;
 * connections only when no node changed; "First version" when there was nothing before.
 */
export function versionSummary(before: SavedWorkflow | null, after: SavedWorkflow): string {
  if (before === null) return versionSummaryTexts.first;
  const diff = diffWorkflows(before, after);
  const parts = [
    diff.added.length > 0 ? `added ${labels(diff.added)}` : '',
    diff.changed.length > 0 ? `changed ${labels(diff.changed.map((change) => change.after))}` : '',
    diff.removed.length > 0 ? `removed ${labels(diff.removed)}` : '',
  ].filter(Boolean);
  if (parts.length === 0) {
    const connections = versionSummaryTexts.connections(diff.addedEdges.length, diff.removedEdges.length);
    if (connections) parts.push(connections);
    else if (diff.moved.length > 0) return versionSummaryTexts.moved;
    else return versionSummaryTexts.none;
  }
  const line = parts.join('; ');
  const capitalised = line.charAt(0).toUpperCase() + line.slice(1);
  return capitalised.length > summaryMaxChars ? `${capitalised.slice(0, summaryMaxChars - 1)}…` : capitalised;
}
