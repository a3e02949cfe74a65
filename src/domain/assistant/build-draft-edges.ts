import type { DraftAnswerEdge } from './build-draft';
import type { NodePlan } from './build-draft-nodes';

/** An edge of the draft that can be drawn: between two of its nodes, leaving by `handle` (a decision's right or bottom). */
export interface PlannedEdge {
  from: string;
  to: string;
  handle: string | null;
}

const handleOfBranch = { yes: 'right', no: 'bottom' } as const;

/**
 * The draft's edges that can be drawn, each once, through handles their nodes have; every edge
 * that cannot is a problem naming its nodes.
 */
export function planEdges(edges: readonly DraftAnswerEdge[], plans: ReadonlyMap<string, NodePlan>, problems: string[]): PlannedEdge[] {
  const planned: PlannedEdge[] = [];
  const seen = new Set<string>();
  for (const edge of edges) {
    const from = plans.get(edge.from);
    const to = plans.get(edge.to);
    if (!from || !to) {
      problems.push(`The edge from "${edge.from}" to "${edge.to}" names a node the draft does not have.`);
      continue;
    }
    if (edge.from === edge.to) {
      problems.push(`${from.label} has an edge to itself; a node runs once.`);
      continue;
    }
    if (from.kind.handles === 'input-only') problems.push(`${from.label} is an End node, which has no output; its edge to ${to.label} cannot be drawn.`);
    if (to.kind.handles === 'output-only') problems.push(`${to.label} is a Start node, which has no input; the edge from ${from.label} cannot be drawn.`);
    let handle: string | null = null;
    if (from.kind.handles === 'decision') {
      if (!edge.branch) problems.push(`${from.label} is a Decision: its edge to ${to.label} must say branch yes (the condition holds) or no.`);
      else handle = handleOfBranch[edge.branch];
    } else if (edge.branch) {
      problems.push(`${from.label} is not a Decision, so its edge to ${to.label} takes no branch.`);
    }
    const key = `${edge.from}\u0000${handle ?? ''}\u0000${edge.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    planned.push({ from: edge.from, to: edge.to, handle });
  }
  return planned;
}

/** Each node's children along the edges, in the edges' order. */
export function childrenOf(edges: readonly PlannedEdge[]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const { from, to } of edges) children.set(from, [...(children.get(from) ?? []), to]);
  return children;
}

/** The first cycle the edges make, as the ids along it, or null. */
export function cycleOf(ids: readonly string[], children: ReadonlyMap<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    state.set(id, 'open');
    path.push(id);
    for (const child of children.get(id) ?? []) {
      if (state.get(child) === 'open') return [...path.slice(path.indexOf(child)), child];
      if (!state.has(child)) {
        const found = visit(child);
        if (found) return found;
      }
    }
    path.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of ids) {
    if (state.has(id)) continue;
    const found = visit(id);
    if (found) return found;
  }
  return null;
}

/** The ids no chain of edges from any of `roots` reaches, in `ids`' order. */
export function unreachedFrom(roots: readonly string[], ids: readonly string[], children: ReadonlyMap<string, string[]>): string[] {
  const reached = new Set<string>(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (!reached.has(child)) {
        reached.add(child);
        queue.push(child);
      }
    }
  }
  return ids.filter((id) => !reached.has(id));
}
