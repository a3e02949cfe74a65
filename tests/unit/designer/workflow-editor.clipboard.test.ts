import { describe, expect, it } from 'vitest';
import { copySelection, PASTE_OFFSET, pasteClipboard } from '../../../src/machines/designer/workflow-editor/clipboard';
import { edge, node } from './workflow-editor.fixtures';

describe('copy and paste', () => {
  const graph = {
    nodes: [node('node-1', 0, 0, { selected: true }), node('node-2', 100, 0, { selected: true }), node('node-3', 200, 0)],
    edges: [edge('node-1', 'node-2', { sourceHandle: 'out', selected: true }), edge('node-2', 'node-3')],
  };

  it('copies the selected nodes and only the edges between them', () => {
    const clipboard = copySelection(graph)!;
    expect(clipboard.nodes.map((n) => n.id)).toEqual(['node-1', 'node-2']);
    expect(clipboard.edges.map((e) => e.id)).toEqual(['node-1->node-2']);
    expect(copySelection({ nodes: [node('node-1')], edges: [] })).toBeNull();
  });

  it('pastes with new ids from the counter, offset, selected, with the inner edge rewired', () => {
    const clipboard = copySelection(graph)!;
    const first = pasteClipboard(clipboard, graph, 8);
    const pasted = first.graph.nodes.slice(3);
    expect(pasted.map((n) => n.id)).toEqual(['node-8', 'node-9']);
    expect(pasted.map((n) => n.position)).toEqual([
      { x: PASTE_OFFSET, y: PASTE_OFFSET },
      { x: 100 + PASTE_OFFSET, y: PASTE_OFFSET },
    ]);
    expect(pasted.every((n) => n.selected)).toBe(true);
    expect(first.graph.nodes.slice(0, 3).some((n) => n.selected)).toBe(false);
    expect(first.nextNodeNumber).toBe(10);
    const newEdge = first.graph.edges.at(-1)!;
    expect(newEdge).toMatchObject({ source: 'node-8', target: 'node-9', sourceHandle: 'out' });
    expect(newEdge.selected).toBeUndefined();
    expect(new Set(first.graph.edges.map((e) => e.id)).size).toBe(first.graph.edges.length);
    // Properties are copied, not shared.
    expect(pasted[0]!.data.properties).not.toBe(graph.nodes[0]!.data.properties);

    // D65: a copy keeps the palette item it came from; one copied from an older save records the one its type resolves to.
    expect(pasted[0]!.data.properties).toEqual({ paletteItem: 'process' });
    const click = node('node-4', 0, 0, { selected: true, data: { label: 'Click Buy', type: 'process', properties: { paletteItem: 'click-action' } } });
    expect(pasteClipboard(copySelection({ nodes: [click], edges: [] })!, { nodes: [click], edges: [] }, 5).graph.nodes[1]!.data.properties).toEqual({ paletteItem: 'click-action' });

    const second = pasteClipboard(first.clipboard, first.graph, first.nextNodeNumber);
    expect(second.graph.nodes.at(-2)).toMatchObject({ id: 'node-10', position: { x: 2 * PASTE_OFFSET, y: 2 * PASTE_OFFSET } });
  });
});
