import type { NodeChange } from '@xyflow/react';
import type { EditorNode } from '../../machines/designer/workflow-editor/types';

type Changes = NodeChange<EditorNode>[];

export interface FrameScheduler {
  request: (callback: () => void) => number;
  cancel: (handle: number) => void;
}

const animationFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

const isDragMove = (change: NodeChange<EditorNode>) => change.type === 'position' && change.dragging === true;

/**
 * Sends React Flow's node changes to the editor, with the moves of a drag coalesced to one send per
 * frame: on a large workflow the pointer moves more often than a frame can be drawn, and each send
 * re-renders the canvas at once. Only each node's latest position in a frame matters. Anything else
 * (the drop, selection, measuring, removal) first flushes what is pending, so the editor sees every
 * change in order and the drop lands where the pointer let go.
 */
export function createDragCoalescer(send: (changes: Changes) => void, frames: FrameScheduler = animationFrames) {
  const pending = new Map<string, NodeChange<EditorNode>>();
  let frame: number | null = null;

  const flush = () => {
    if (frame !== null) frames.cancel(frame);
    frame = null;
    if (pending.size === 0) return;
    const changes = [...pending.values()];
    pending.clear();
    send(changes);
  };

  return {
    push(changes: Changes) {
      if (!changes.every(isDragMove)) {
        flush();
        send(changes);
        return;
      }
      for (const change of changes) if (change.type === 'position') pending.set(change.id, change);
      frame ??= frames.request(() => {
        frame = null;
        flush();
      });
    },
    flush,
  };
}
