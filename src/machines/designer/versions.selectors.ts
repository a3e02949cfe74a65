import type { SnapshotFrom } from 'xstate';
import type { SavedWorkflow, WorkflowEdge, WorkflowNode } from '../../domain/workflow/saved-workflow';
import { diffWorkflows, type PropertyChange } from '../../domain/workflow/workflow-diff';
import type { versionsMachine } from './versions.machine';

type VersionsSnapshot = SnapshotFrom<typeof versionsMachine>;

export type VersionsPhase = 'closed' | 'loading' | 'failed' | 'list' | 'opening' | 'viewing' | 'restoring';

export const selectVersionsPhase = (snapshot: VersionsSnapshot): VersionsPhase => {
  if (snapshot.matches('closed')) return 'closed';
  const [phase] = Object.values(snapshot.value as { open: Exclude<VersionsPhase, 'closed'> });
  return phase!;
};
export const selectVersionsOpen = (snapshot: VersionsSnapshot) => !snapshot.matches('closed');
export const selectVersionList = (snapshot: VersionsSnapshot) => snapshot.context.versions;
/** The version on the canvas, also while it is being restored. */
export const selectOpenedVersion = (snapshot: VersionsSnapshot) => snapshot.context.opened;
export const selectVersionError = (snapshot: VersionsSnapshot) => snapshot.context.errorMessage;
export const selectSelectedVersionNode = (snapshot: VersionsSnapshot) => snapshot.context.selectedNodeId;
/** The number being opened, for the list's busy row. */
export const selectOpeningNumber = (snapshot: VersionsSnapshot) => (snapshot.matches({ open: 'opening' }) ? snapshot.context.wanted : null);

/** How a node of an opened version differs from the current workflow. */
export type DiffMark = 'added' | 'removed' | 'changed';

export interface ComparedNode {
  node: WorkflowNode;
  mark: DiffMark | null;
  /** For a changed node: each property, the current value and the version's. */
  changes: PropertyChange[];
}

export interface VersionComparison {
  nodes: ComparedNode[];
  /** The version's connections, then the current one's that the version lacks between nodes still drawn (as ghosts). */
  edges: Array<{ edge: WorkflowEdge; removed: boolean }>;
  counts: Record<DiffMark, number>;
}

/**
 * An opened version against the current workflow (D69), as Restore would change it: its nodes the
 * current workflow lacks are "added", those it changes are "changed", and the current workflow's
 * nodes it lacks are drawn as "removed" ghosts where they stand.
 */
export function compareVersion(version: SavedWorkflow, current: SavedWorkflow): VersionComparison {
  const diff = diffWorkflows(current, version);
  const added = new Set(diff.added.map((node) => node.id));
  const changed = new Map(diff.changed.map((change) => [change.after.id, change.changes]));
  const nodes: ComparedNode[] = [
    ...version.nodes.map((node) => ({
      node,
      mark: added.has(node.id) ? ('added' as const) : changed.has(node.id) ? ('changed' as const) : null,
      changes: changed.get(node.id) ?? [],
    })),
    ...diff.removed.map((node) => ({ node, mark: 'removed' as const, changes: [] })),
  ];
  const drawn = new Set(nodes.map(({ node }) => node.id));
  const edges = [
    ...version.edges.map((edge) => ({ edge, removed: false })),
    ...diff.removedEdges.filter((edge) => drawn.has(edge.source) && drawn.has(edge.target)).map((edge) => ({ edge: { ...edge, id: `removed:${edge.id}` }, removed: true })),
  ];
  return { nodes, edges, counts: { added: diff.added.length, removed: diff.removed.length, changed: diff.changed.length } };
}
