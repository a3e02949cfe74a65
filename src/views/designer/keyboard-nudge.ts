import type { KeyboardEvent } from 'react';

/** Spec 02 §9: an arrow key moves the selected nodes 5 px, four times that with Shift. */
export const NUDGE_STEP = 5;
export const NUDGE_SHIFT_FACTOR = 4;

const directions: Record<string, { x: number; y: number }> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/**
 * The move an arrow key on a focused node asks for, or null. React Flow's own arrow handling moves
 * by the snap grid (15 px) while snapping is on, so the canvas takes these keys over.
 */
export function nudgeFromKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'target'>): { dx: number; dy: number } | null {
  const direction = directions[event.key];
  if (!direction) return null;
  const target = event.target as Element | null;
  if (!target?.closest?.('.react-flow__node, .react-flow__nodesselection-rect')) return null;
  const step = NUDGE_STEP * (event.shiftKey ? NUDGE_SHIFT_FACTOR : 1);
  return { dx: direction.x * step, dy: direction.y * step };
}
