import { describe, expect, it } from 'vitest';
import { parseWorkflowFile, toSavedWorkflow } from '../../../src/machines/designer/workflow-editor/graph-to-saved-workflow';
import { node, savedWorkflow } from './workflow-editor.fixtures';

describe('workflow.json', () => {
  it('accepts a saved workflow, each node recording the palette item its type resolves to (D65)', () => {
    const withItems = { ...savedWorkflow, nodes: savedWorkflow.nodes.map((each) => ({ ...each, data: { ...each.data, properties: { ...each.data.properties, paletteItem: each.data.type } } })) };
    expect(parseWorkflowFile(JSON.stringify(savedWorkflow))).toEqual({ ok: true, workflow: withItems });
  });

  it('keeps a palette item a node already names, reads a timer with a cron as a Schedule, and leaves a node the catalogue does not know as it is', () => {
    const file = {
      ...savedWorkflow,
      nodes: [
        { id: 'a', type: 'process', position: { x: 0, y: 0 }, data: { label: 'Click Buy', type: 'process', properties: { paletteItem: 'click-action' } } },
        { id: 'b', type: 'timer', position: { x: 0, y: 0 }, data: { label: 'Mornings', type: 'timer', properties: { cron: '0 8 * * *' } } },
        { id: 'c', type: 'teleport', position: { x: 0, y: 0 }, data: { label: 'Beam', type: 'teleport', properties: {} } },
      ],
      edges: [],
    };
    const parsed = parseWorkflowFile(JSON.stringify(file));
    expect(parsed.ok && parsed.workflow.nodes.map((each) => each.data.properties)).toEqual([{ paletteItem: 'click-action' }, { cron: '0 8 * * *', paletteItem: 'schedule' }, {}]);
  });

  it.each([
    ['not JSON', '{ nodes: ', 'the file is not JSON'],
    ['no viewport', JSON.stringify({ nodes: [], edges: [] }), 'viewport: '],
    ['a node without a position', JSON.stringify({ ...savedWorkflow, nodes: [{ id: 'a', type: 'start', data: { label: 'A', type: 'start', properties: {} } }] }), 'nodes.0.position: '],
    ['a node id twice', JSON.stringify({ ...savedWorkflow, nodes: [savedWorkflow.nodes[0], savedWorkflow.nodes[0]], edges: [] }), 'two nodes share the id "node-1"'],
    ['an edge to nowhere', JSON.stringify({ ...savedWorkflow, edges: [{ id: 'e', source: 'node-1', target: 'ghost' }] }), 'edge "e" connects a node that is not in the file'],
    ['a bare array', '[]', 'expected object'],
  ])('refuses %s and says why', (_name, text, reason) => {
    const result = parseWorkflowFile(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toContain(reason);
  });

  it('leaves out what belongs to the session (selection, drag, measured size)', () => {
    const saved = toSavedWorkflow(
      { nodes: [node('node-1', 1, 2, { selected: true, dragging: false, measured: { width: 10, height: 5 } })], edges: [{ id: 'e', source: 'node-1', target: 'node-1', selected: true, animated: true }] },
      { x: 1, y: 2, zoom: 0.75 },
    );
    expect(saved.nodes[0]).toEqual({ id: 'node-1', type: 'process', position: { x: 1, y: 2 }, data: { label: 'Process Node', type: 'process', properties: {} } });
    expect(saved.edges[0]).toEqual({ id: 'e', source: 'node-1', target: 'node-1', animated: true });
    expect(parseWorkflowFile(JSON.stringify(saved, null, 2)).ok).toBe(true);
  });
});
