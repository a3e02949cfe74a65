import type { XYPosition } from '@xyflow/react';

/** Spec 02 §4, §9: an added node lands at a random place within 0 to 500 on both axes. */
export const NODE_PLACEMENT_RANGE = 500;

/** A node's box before React Flow has measured it (WorkflowNode.css: 190 wide, about 50 high). */
export const NODE_FOOTPRINT = { width: 190, height: 50 } as const;

/** Room kept around a placed node so it does not touch its neighbours. */
const CLEARANCE = 15;

/** How many random places are tried before the least crowded one is taken. */
const PLACEMENT_ATTEMPTS = 24;

export interface FlowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlapArea(a: FlowRect, b: FlowRect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Where an added node goes: the spec's random 0–500 offset, taken from the top-left corner of the
 * visible part of the canvas (so the node lands where the user is looking, not at the flow's
 * origin), kept inside that visible part, and clear of the nodes already there when a free place
 * exists; otherwise the least covered of the places tried.
 */
export function placementInView(visible: FlowRect, occupied: readonly FlowRect[], random: () => number = Math.random): XYPosition {
  const spanX = Math.max(0, Math.min(NODE_PLACEMENT_RANGE, visible.width - NODE_FOOTPRINT.width));
  const spanY = Math.max(0, Math.min(NODE_PLACEMENT_RANGE, visible.height - NODE_FOOTPRINT.height));
  let best: { position: XYPosition; covered: number } | null = null;
  for (let attempt = 0; attempt < PLACEMENT_ATTEMPTS; attempt += 1) {
    const position = { x: Math.round(visible.x + random() * spanX), y: Math.round(visible.y + random() * spanY) };
    const box = { x: position.x - CLEARANCE, y: position.y - CLEARANCE, width: NODE_FOOTPRINT.width + 2 * CLEARANCE, height: NODE_FOOTPRINT.height + 2 * CLEARANCE };
    const covered = occupied.reduce((sum, rect) => sum + overlapArea(box, rect), 0);
    if (covered === 0) return position;
    if (best === null || covered < best.covered) best = { position, covered };
  }
  return best!.position;
}
