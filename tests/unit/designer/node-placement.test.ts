import { describe, expect, it } from 'vitest';
import { NODE_FOOTPRINT, placementInView, type FlowRect } from '../../../src/machines/designer/workflow-editor/placement';

const inside = (position: { x: number; y: number }, visible: FlowRect) =>
  position.x >= visible.x &&
  position.y >= visible.y &&
  position.x + NODE_FOOTPRINT.width <= visible.x + visible.width &&
  position.y + NODE_FOOTPRINT.height <= visible.y + visible.height;

describe('where an added node goes', () => {
  it('takes the random 0–500 offset from the top-left corner of what the user sees, not from the origin', () => {
    const visible = { x: 3000, y: -1200, width: 1200, height: 700 };
    expect(placementInView(visible, [], () => 0)).toEqual({ x: 3000, y: -1200 });
    expect(placementInView(visible, [], () => 0.5)).toEqual({ x: 3250, y: -950 });
    expect(placementInView(visible, [], () => 0.999_999)).toEqual({ x: 3500, y: -700 });
  });

  it('keeps the node inside a view narrower than 500, as on a phone', () => {
    const visible = { x: -40, y: 10, width: 300, height: 420 };
    for (const value of [0, 0.3, 0.999_999]) expect(inside(placementInView(visible, [], () => value), visible)).toBe(true);
  });

  it('tries other places when the first one lands on an existing node', () => {
    const visible = { x: 0, y: 0, width: 1200, height: 700 };
    const occupied = [{ x: 0, y: 0, width: 180, height: 50 }];
    const draws = [0, 0, 0.8, 0.8];
    const position = placementInView(visible, occupied, () => draws.shift() ?? 0.5);
    expect(position).toEqual({ x: 400, y: 400 });
  });

  it('takes the least covered place when the view is full', () => {
    const visible = { x: 0, y: 0, width: 400, height: 200 };
    const occupied = [{ x: 0, y: 0, width: 400, height: 200 }];
    const position = placementInView(visible, occupied, () => 0.5);
    expect(inside(position, visible)).toBe(true);
  });
});
