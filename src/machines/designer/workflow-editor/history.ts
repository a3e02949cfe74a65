import type { Graph } from './types';

/** Enough to undo a long session; older steps are dropped. */
export const HISTORY_LIMIT = 100;

/** One committed version of the graph. Arrays are never mutated, so a step costs two references. */
export interface GraphRevision extends Graph {
  revision: number;
}

export interface History {
  past: GraphRevision[];
  present: GraphRevision;
  future: GraphRevision[];
  /** The highest revision number handed out, so a revision names one version forever. */
  lastRevision: number;
}

export function startHistory(graph: Graph): History {
  return { past: [], present: { ...graph, revision: 0 }, future: [], lastRevision: 0 };
}

export function commitRevision(history: History, graph: Graph): History {
  const revision = history.lastRevision + 1;
  const past = history.past.length >= HISTORY_LIMIT ? [...history.past.slice(1), history.present] : [...history.past, history.present];
  return { past, present: { nodes: graph.nodes, edges: graph.edges, revision }, future: [], lastRevision: revision };
}

export function canUndo(history: History): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History): boolean {
  return history.future.length > 0;
}

/** Steps back one revision; with nothing to undo the same history comes back. */
export function undoRevision(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { ...history, past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoRevision(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { ...history, past: [...history.past, history.present], present: next, future: rest };
}
