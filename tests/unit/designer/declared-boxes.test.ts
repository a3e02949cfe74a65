import { describe, expect, it } from 'vitest';
import type { EditorNode } from '../../../src/machines/designer/workflow-editor/types';
import { DRAWN_NODE_BOX, withDeclaredBoxes } from '../../../src/views/designer/nodes/declared-boxes';

const node = (id: string, type: string, extra: Partial<EditorNode> = {}) =>
  ({ id, type, position: { x: 0, y: 0 }, data: { label: id, type, properties: {} }, ...extra }) as EditorNode;

const handleSummary = (declared: EditorNode) => declared.handles?.map(({ type, id, position }) => `${type}:${id ?? '-'}:${position}`);

describe('declared boxes for nodes React Flow has not measured (D64)', () => {
  it('declare the drawn box and the handles of each node kind', () => {
    const [start, process, decision, end, unknown] = withDeclaredBoxes([
      node('a', 'start'),
      node('b', 'process'),
      node('c', 'decision'),
      node('d', 'end'),
      node('e', 'basic'),
    ]);
    expect(start!.measured).toEqual(DRAWN_NODE_BOX);
    expect(handleSummary(start!)).toEqual(['source:-:right']);
    expect(handleSummary(process!)).toEqual(['target:-:left', 'source:-:right']);
    expect(handleSummary(decision!)).toEqual(['target:-:left', 'source:right:right', 'source:bottom:bottom']);
    expect(handleSummary(end!)).toEqual(['target:-:left']);
    expect(handleSummary(unknown!)).toEqual(['target:-:left', 'source:-:right']);
  });

  it('centre each 16 px handle on its edge of the 190 × 48 box', () => {
    const [decision] = withDeclaredBoxes([node('c', 'decision')]);
    const at = Object.fromEntries(decision!.handles!.map((handle) => [handle.position, [handle.x + 8, handle.y + 8]]));
    expect(at).toEqual({ left: [0, 24], right: [190, 24], bottom: [95, 48] });
  });

  it('pass a measured node as it is, and keep one stand-in per node object', () => {
    const measured = node('m', 'process', { measured: { width: 190, height: 62 } });
    const unmeasured = node('u', 'process');
    const first = withDeclaredBoxes([measured, unmeasured]);
    const second = withDeclaredBoxes([measured, unmeasured]);
    expect(first[0]).toBe(measured);
    expect(first[1]).not.toBe(unmeasured);
    expect(second[1]).toBe(first[1]);
    expect(unmeasured.measured).toBeUndefined();
  });
});
