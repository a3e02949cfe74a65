import { describe, expect, it } from 'vitest';
import { defaultLayoutBox, layoutPositions } from '../../../src/domain/workflow/auto-layout';

const overlaps = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) < defaultLayoutBox.width && Math.abs(a.y - b.y) < defaultLayoutBox.height;

describe('layered layout', () => {
  it('puts each step right of the one it follows, branches one under the other, and nothing on top of anything', () => {
    const placed = layoutPositions(
      [{ id: 'start' }, { id: 'check' }, { id: 'yes' }, { id: 'no' }, { id: 'end' }, { id: 'alone' }],
      [
        { source: 'start', target: 'check' },
        { source: 'check', target: 'yes' },
        { source: 'check', target: 'no' },
        { source: 'yes', target: 'end' },
        { source: 'no', target: 'end' },
      ],
      { x: 100, y: 50 },
    );
    const at = Object.fromEntries(placed.map((node) => [node.id, node.position]));
    expect(at.check!.x).toBeGreaterThan(at.start!.x);
    expect(at.yes!.x).toBeGreaterThan(at.check!.x);
    expect(at.yes!.x).toBe(at.no!.x);
    expect(at.yes!.y).not.toBe(at.no!.y);
    expect(at.end!.x).toBeGreaterThan(at.yes!.x);
    expect(Math.min(...placed.map((node) => node.position.x))).toBe(100);
    for (const a of placed) for (const b of placed) if (a !== b) expect(overlaps(a.position, b.position), `${a.id} and ${b.id}`).toBe(false);
  });

  it('keeps a measured size apart from its neighbours', () => {
    const placed = layoutPositions([{ id: 'a', measured: { width: 400, height: 48 } }, { id: 'b' }], [{ source: 'a', target: 'b' }]);
    expect(placed[1]!.position.x - placed[0]!.position.x).toBeGreaterThanOrEqual(400);
  });
});
