export interface OrderNode {
  id: string;
  type?: string;
  position: { x: number; y: number };
}

export interface OrderEdge {
  source: string;
  target: string;
}

/** Canvas order: top to bottom, then left to right (D15). */
function byCanvasPosition(a: OrderNode, b: OrderNode): number {
  return a.position.y - b.position.y || a.position.x - b.position.x;
}

/**
 * The order a test run visits nodes in (spec 02 §4, D15): the start node, then each node connected
 * from an output, depth first, children in canvas order, each node once. Nodes no edge reaches from
 * the start are not visited; cycles end where they meet a visited node. Iterative, so a chain of
 * 10,000 nodes does not exhaust the stack.
 */
export function simulationOrder(nodes: readonly OrderNode[], edges: readonly OrderEdge[]): string[] {
  const start = nodes.filter((node) => node.type === 'start').sort(byCanvasPosition)[0];
  if (!start) return [];
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const children = new Map<string, OrderNode[]>();
  for (const edge of edges) {
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

/**
 * The nodes a run will not reach because no chain of edges connects them to the start node (issue
 * 31), in canvas order: a run starts at the first start node in canvas order and follows edges
 * only, so every other node is skipped without a word unless the run panel names it. Without a
 * start node, every node.
 */
export function unreachableFromStart<N extends OrderNode>(nodes: readonly N[], edges: readonly OrderEdge[]): N[] {
  const reached = new Set(simulationOrder(nodes, edges));
  return nodes.filter((node) => !reached.has(node.id)).sort(byCanvasPosition);
}

/** What the run panel says of them before a Run starts; the Run still starts. */
export const unreachableMessage = (labels: readonly string[]) =>
  `${labels.length === 1 ? 'This node will not run: nothing connects it' : `These ${labels.length} nodes will not run: nothing connects them`} to Start: ${labels.join(', ')}`;
