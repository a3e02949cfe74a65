import { resolve } from 'node:path';

/** What rolldown's chunk-group `name` function can read of the module graph. */
interface GraphReader {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

export interface RouteChunkPages {
  /** The app's entry module: what it imports statically is in the first load of every page. */
  entry: string;
  /** The pages a visitor can land on signed out (the first-load budget's pages): they keep exactly their own code. */
  publicScreens: string[];
  /** The signed-in shell every signed-in page draws inside. */
  layoutScreen: string;
  /** The hot route's screen (the designer): its own chunk stays its own. */
  routeScreen: string;
}

function staticClosure(graph: GraphReader, from: string, seen = new Set<string>()): Set<string> {
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** The modules each lazily loaded module (a screen, an on-demand part) reaches without another lazy load. */
function lazyRoots(graph: GraphReader, entry: string): Set<string> {
  const roots = new Set<string>();
  const visited = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (visited.has(id)) continue;
    visited.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const lazy of info.dynamicallyImportedIds) roots.add(lazy);
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return roots;
}

/**
 * Names the chunk a module goes to so that opening the hot route (the designer inside the layout)
 * fetches fewer files (D113: some thirty scripts and seventeen style sheets over six connections,
 * where the bare React Flow page fetches one bundle), while no public page fetches a byte more:
 * - the entry's modules go into one chunk (every page loads all of them before anything else);
 * - a module a public page reaches stays where rolldown puts it. (The graph
 *   reaches through library barrels, so "reaches" over-counts: react-aria's Dialog stays apart too.)
 * - any other module of the layout goes into one layout chunk (every signed-in page loads the layout);
 * - any other module the route's screen shares with another lazy module goes into one chunk beside
 *   the screen's, which keeps only its own modules (its size is the designer chunk's budget).
 * Other screens and parts are left to rolldown's own split.
 */
export function routeChunkNames(root: string, pages: RouteChunkPages) {
  const path = (file: string) => resolve(root, file);
  let names: Map<string, string> | undefined;
  const plan = (graph: GraphReader): Map<string, string> => {
    const planned = new Map<string, string>();
    const entry = path(pages.entry);
    if (!graph.getModuleInfo(entry)) return planned;
    const firstLoad = staticClosure(graph, entry);
    const publicPages = new Set<string>();
    for (const screen of pages.publicScreens) staticClosure(graph, path(screen), publicPages);
    const layout = staticClosure(graph, path(pages.layoutScreen));
    const routeScreen = path(pages.routeScreen);
    const route = staticClosure(graph, routeScreen);
    const elsewhere = new Set<string>();
    for (const lazy of lazyRoots(graph, entry)) if (lazy !== routeScreen) staticClosure(graph, lazy, elsewhere);
    for (const id of firstLoad) planned.set(id, 'app');
    for (const id of new Set([...layout, ...route])) {
      if (firstLoad.has(id) || publicPages.has(id) || id === routeScreen) continue;
      if (layout.has(id)) planned.set(id, 'layout');
      else if (elsewhere.has(id)) planned.set(id, 'designer-shared');
    }
    return planned;
  };
  return {
    /** Forgets the plan: a new build may have a new graph. */
    reset: () => {
      names = undefined;
    },
    name: (moduleId: string, graph: GraphReader): string | null => {
      names ??= plan(graph);
      return names.get(moduleId) ?? null;
    },
  };
}
