import type { NodeChange } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import type { EditorNode } from '../../../src/machines/designer/workflow-editor/types';
import { createDragCoalescer, type FrameScheduler } from '../../../src/views/designer/drag-coalescer';

type Change = NodeChange<EditorNode>;

/** Frames that run only when the test says a frame has come. */
function manualFrames(): FrameScheduler & { next: () => void; waiting: () => number } {
  let callbacks = new Map<number, () => void>();
  let handle = 0;
  return {
    request: (callback) => {
      callbacks.set(++handle, callback);
      return handle;
    },
    cancel: (id) => void callbacks.delete(id),
    next: () => {
      const due = callbacks;
      callbacks = new Map();
      for (const callback of due.values()) callback();
    },
    waiting: () => callbacks.size,
  };
}

const move = (id: string, x: number): Change => ({ id, type: 'position', position: { x, y: 0 }, dragging: true });
const drop = (id: string, x: number): Change => ({ id, type: 'position', position: { x, y: 0 }, dragging: false });

function setUp() {
  const sent: Change[][] = [];
  const frames = manualFrames();
  const coalescer = createDragCoalescer((changes) => sent.push(changes), frames);
  return { sent, frames, coalescer };
}

describe('the drag coalescer', () => {
  it('sends one batch per frame with each node at its latest position', () => {
    const { sent, frames, coalescer } = setUp();
    coalescer.push([move('node-1', 10)]);
    coalescer.push([move('node-1', 20), move('node-2', 5)]);
    coalescer.push([move('node-1', 30)]);
    expect(sent).toEqual([]);
    expect(frames.waiting()).toBe(1);
    frames.next();
    expect(sent).toEqual([[move('node-1', 30), move('node-2', 5)]]);
    frames.next();
    expect(sent).toHaveLength(1);
  });

  it('flushes pending moves before the drop, so the editor sees them in order and nothing waits for a frame', () => {
    const { sent, frames, coalescer } = setUp();
    coalescer.push([move('node-1', 10)]);
    coalescer.push([drop('node-1', 15)]);
    expect(sent).toEqual([[move('node-1', 10)], [drop('node-1', 15)]]);
    expect(frames.waiting()).toBe(0);
  });

  it('passes selection, measuring and removal straight through', () => {
    const { sent, coalescer } = setUp();
    const select: Change = { id: 'node-1', type: 'select', selected: true };
    const remove: Change = { id: 'node-2', type: 'remove' };
    coalescer.push([select]);
    coalescer.push([remove]);
    expect(sent).toEqual([[select], [remove]]);
  });

  it('sends what is pending when asked (the canvas going away mid-drag)', () => {
    const { sent, frames, coalescer } = setUp();
    coalescer.push([move('node-3', 45)]);
    coalescer.flush();
    expect(sent).toEqual([[move('node-3', 45)]]);
    expect(frames.waiting()).toBe(0);
    coalescer.flush();
    expect(sent).toHaveLength(1);
  });
});
