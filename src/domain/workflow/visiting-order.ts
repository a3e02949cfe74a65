import { beginsOwnRuns } from './node-catalogue/catalogue';
import { errorHandleId } from './node-properties';

export interface OrderNode {
  id: string;
  type?: string;
  position: { x: number; y: number };
  /** The node's properties, by which a trigger that begins runs of its own (a Webhook) is told from other nodes of its type. */
  properties?: Readonly<Record<string, unknown>>;
}

export interface OrderEdge {
  source: string;
  target: string;
  /** The output it leaves by; a node's error handle (D128) is left only when the node fails. */
  sourceHandle?: string | null;
}

/** Canvas order: top to bottom, then left to right (D15). */
function byCanvasPosition(a: OrderNode, b: OrderNode): number {
  return a.position.y - b.position.y || a.position.x - b.position.x;
}

/**
 * The order a test run visits nodes in (spec 02 §4, D15): the start node, then each node connected
 * from an output, depth first, children in canvas order, each node once. Nodes no edge reaches from
 * the start are not visited; cycles end where they meet a visited node. Iterative, so a chain of
 * 10,000 nodes does not exhaust the stack. A test run invents no failures, so it never takes an
 * error path (D128): edges from a node's error handle are not followed.
 */
export function simulationOrder(nodes: readonly OrderNode[], edges: readonly OrderEdge[]): string[] {
  const start = firstStart(nodes);
  if (!start) return [];
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<string, OrderNode[]>();
  for (const edge of edges) {
    if (edge.sourceHandle === errorHandleId) continue;
    const target = byId.get(edge.target);
    if (!target || !byId.has(edge.source)) continue;
    const list = children.get(edge.source);
    if (list) list.push(target);
    else children.set(edge.source, [target]);
  }
  for (const list of children.values()) list.sort(byCanvasPosition);

  const order: string[] = [];
  const visited = new Set<string>();
  const stack: OrderNode[] = [start];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (visited.has(node.id)) continue;
    visited.add(node.id);
    order.push(node.id);
    const next = children.get(node.id) ?? [];
    // Pushed in reverse so the first child in canvas order is visited first.
    for (let index = next.length - 1; index >= 0; index -= 1) if (!visited.has(next[index]!.id)) stack.push(next[index]!);
  }
  return order;
}

const firstStart = (nodes: readonly OrderNode[]) => nodes.filter((node) => node.type === 'start').sort(byCanvasPosition)[0];

/** Every node a chain of edges reaches from `roots`, the roots too. */
function reachedFrom(roots: readonly OrderNode[], edges: readonly OrderEdge[]): Set<string> {
  // Targets by source first, so a chain of 10,000 nodes is walked once rather than edge by edge per node.
  const targets = new Map<string, string[]>();
  for (const edge of edges) {
    const list = targets.get(edge.source);
    if (list) list.push(edge.target);
    else targets.set(edge.source, [edge.target]);
  }
  const reached = new Set<string>();
  const stack = roots.map((root) => root.id);
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const target of targets.get(id) ?? []) if (!reached.has(target)) stack.push(target);
  }
  return reached;
}

/**
 * The nodes a run will not reach because no chain of edges connects them to the start node, in
 * canvas order: a Run starts at the first start node in canvas order and follows edges only, so every
 * other node is skipped without a word unless the run panel names it. A trigger that begins runs of
 * its own (a Webhook, D135) is not among them, nor what it reaches: a request starts those. Without a
 * start node or such a trigger, every node. A node only an error path leads to is reached: a run
 * takes that path when the node before fails (D128).
 */
export function unreachableFromStart<N extends OrderNode>(nodes: readonly N[], edges: readonly OrderEdge[]): N[] {
  const start = firstStart(nodes);
  const known = new Set(nodes.map((node) => node.id));
  const reached = start ? reachedFrom([start], edges.filter((edge) => known.has(edge.source) && known.has(edge.target))) : new Set<string>();
  const triggers = nodes.filter((node) => node.type !== undefined && node.properties !== undefined && beginsOwnRuns({ type: node.type, properties: node.properties }));
  for (const id of triggers.length > 0 ? reachedFrom(triggers, edges) : []) reached.add(id);
  return nodes.filter((node) => !reached.has(node.id)).sort(byCanvasPosition);
}

/** What the run panel says of them before a Run starts; the Run still starts. */
export const unreachableMessage = (labels: readonly string[]) =>
  `${labels.length === 1 ? 'This node will not run: nothing connects it' : `These ${labels.length} nodes will not run: nothing connects them`} to Start: ${labels.join(', ')}`;
