import { performance } from 'node:perf_hooks';
import { simulationOrder, type OrderEdge, type OrderNode } from '../../src/domain/workflow/visiting-order';

/** 10,000 nodes, 20 per row; each linked to the next and, every fifth, to the node below: branches and joins. */
function generatedGraph(count: number): { nodes: OrderNode[]; edges: OrderEdge[] } {
  const nodes = Array.from({ length: count }, (_, index) => ({
    id: `node-${index + 1}`,
    type: index === 0 ? 'start' : 'process',
    position: { x: (index % 20) * 200, y: Math.floor(index / 20) * 80 },
  }));
  const edges: OrderEdge[] = [];
  for (let index = 0; index + 1 < count; index += 1) {
    edges.push({ source: nodes[index]!.id, target: nodes[index + 1]!.id });
    if (index % 5 === 0 && index + 20 < count) edges.push({ source: nodes[index]!.id, target: nodes[index + 20]!.id });
  }
  return { nodes, edges };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The simulation's visiting order (D15) over 10,000 nodes (target ≤ 200 ms). */
export function runSimulationOrderBench(): void {
  const { nodes, edges } = generatedGraph(10_000);
  simulationOrder(nodes, edges);
  const times: number[] = [];
  let visited = 0;
  for (let run = 0; run < 15; run += 1) {
    const started = performance.now();
    visited = simulationOrder(nodes, edges).length;
    times.push(performance.now() - started);
  }
  console.log(`Simulation order, 10,000 nodes and ${edges.length} edges: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms over 15 runs (${visited} visited; target ≤ 200 ms)`);
}
