import { describe, expect, it } from 'vitest';
import { simulationOrder, unreachableFromStart, unreachableMessage, type OrderNode } from '../../../src/domain/workflow/visiting-order';

const at = (id: string, x: number, y: number, type = 'process'): OrderNode => ({ id, type, position: { x, y } });
const edge = (source: string, target: string) => ({ source, target });

describe('the visiting order of a test run (D15)', () => {
  it('starts at the start node and goes depth first, children top to bottom then left to right', () => {
    const nodes = [at('s', 0, 100, 'start'), at('low', 200, 300), at('high', 200, 0), at('high-child', 400, 0), at('same-row-right', 300, 300), at('end', 600, 100, 'end')];
    const edges = [edge('s', 'low'), edge('s', 'high'), edge('s', 'same-row-right'), edge('high', 'high-child'), edge('high-child', 'end')];
    expect(simulationOrder(nodes, edges)).toEqual(['s', 'high', 'high-child', 'end', 'low', 'same-row-right']);
  });

  it('visits each node once, also in a cycle and where branches meet', () => {
    const nodes = [at('s', 0, 0, 'start'), at('a', 100, 0), at('b', 100, 100), at('join', 200, 50)];
    const edges = [edge('s', 'a'), edge('s', 'b'), edge('a', 'join'), edge('b', 'join'), edge('join', 's')];
    expect(simulationOrder(nodes, edges)).toEqual(['s', 'a', 'join', 'b']);
  });

  it('leaves out nodes the start does not reach, and follows both outputs of a decision', () => {
    const nodes = [at('s', 0, 0, 'start'), at('d', 100, 0, 'decision'), at('yes', 200, 0), at('no', 100, 200), at('island', 500, 500)];
    const edges = [edge('s', 'd'), { source: 'd', target: 'no', sourceHandle: 'bottom' }, { source: 'd', target: 'yes', sourceHandle: 'right' }];
    expect(simulationOrder(nodes, edges)).toEqual(['s', 'd', 'yes', 'no']);
  });

  it('has nothing to visit without a start node, and ignores edges to missing nodes', () => {
    expect(simulationOrder([at('a', 0, 0)], [])).toEqual([]);
    expect(simulationOrder([at('s', 0, 0, 'start')], [edge('s', 'ghost')])).toEqual(['s']);
  });

  it('walks a chain of 10,000 nodes without running out of stack', () => {
    const nodes = Array.from({ length: 10_000 }, (_, index) => at(`n${index}`, index, 0, index === 0 ? 'start' : 'process'));
    const edges = nodes.slice(1).map((node, index) => edge(`n${index}`, node.id));
    const order = simulationOrder(nodes, edges);
    expect(order).toHaveLength(10_000);
    expect(order.at(-1)).toBe('n9999');
  });
});

describe('the nodes a run will not reach (D89)', () => {
  it('names the nodes no chain of edges connects to the start, in canvas order, whichever way their own edges go', () => {
    const nodes = [at('s', 0, 0, 'start'), at('a', 100, 0), at('island', 100, 300), at('island-child', 300, 300), at('feeds-a', 0, 200), at('end', 200, 0, 'end')];
    // An edge into the reached part does not reach back: feeds-a points at a, but nothing reaches feeds-a.
    const edges = [edge('s', 'a'), edge('a', 'end'), edge('island', 'island-child'), edge('feeds-a', 'a')];
    expect(unreachableFromStart(nodes, edges).map((node) => node.id)).toEqual(['feeds-a', 'island', 'island-child']);
  });

  it('names nothing when every node is connected, and every node without a start; only the first start node starts a run', () => {
    expect(unreachableFromStart([at('s', 0, 0, 'start'), at('a', 100, 0)], [edge('s', 'a')])).toEqual([]);
    expect(unreachableFromStart([at('a', 0, 0), at('b', 100, 0)], [edge('a', 'b')]).map((node) => node.id)).toEqual(['a', 'b']);
    expect(unreachableFromStart([at('s', 0, 0, 'start'), at('second', 0, 100, 'start')], []).map((node) => node.id)).toEqual(['second']);
  });

  it('does not name a Webhook trigger, nor what it reaches: a request starts those (D135); a Click Trigger, also an event, is named', () => {
    const hook = { ...at('hook', 0, 300, 'event'), properties: { paletteItem: 'webhook' } };
    const click = { ...at('click', 0, 500, 'event'), properties: { paletteItem: 'click-trigger' } };
    const nodes = [at('s', 0, 0, 'start'), at('a', 100, 0), hook, at('after-hook', 200, 300), click, at('after-click', 200, 500)];
    const edges = [edge('s', 'a'), edge('hook', 'after-hook'), edge('click', 'after-click')];
    expect(unreachableFromStart(nodes, edges).map((node) => node.id)).toEqual(['click', 'after-click']);
    // A node of type event without its properties cannot be told from the others, and is named.
    expect(unreachableFromStart([at('s', 0, 0, 'start'), at('hook', 0, 100, 'event')], []).map((node) => node.id)).toEqual(['hook']);
    // Without a Start, only what no trigger reaches.
    expect(unreachableFromStart([hook, at('after-hook', 200, 300), at('alone', 0, 600)], [edge('hook', 'after-hook')]).map((node) => node.id)).toEqual(['alone']);
  });

  it('says which nodes will not run, one or several', () => {
    expect(unreachableMessage(['Send report'])).toBe('This node will not run: nothing connects it to Start: Send report');
    expect(unreachableMessage(['Send report', 'Archive'])).toBe('These 2 nodes will not run: nothing connects them to Start: Send report, Archive');
  });
});
