import type { XYPosition } from '@xyflow/react';

/** Spec 02 §4, §9: an added node lands at a random place within 0 to 500 on both axes. */
export const NODE_PLACEMENT_RANGE = 500;

export function randomNodePosition(random: () => number = Math.random): XYPosition {
  return { x: Math.round(random() * NODE_PLACEMENT_RANGE), y: Math.round(random() * NODE_PLACEMENT_RANGE) };
}
