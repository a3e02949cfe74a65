import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { followTheOpen, partsPreloadDelayMs } from '../../../src/app/designer/follow-the-open';
import type { Sequence } from '../../../src/domain/sequences/sequences';
import { workflowEditorMachine } from '../../../src/machines/designer/workflow-editor.machine';
import { savedWorkflow, sequenceWith } from './workflow-editor.fixtures';

/** The real editor machine whose sequence answers when the test says, or fails. */
function editorOpening() {
  let answer: { resolve: (sequence: Sequence | null) => void; reject: (error: Error) => void } | null = null;
  const editor = createActor(
    workflowEditorMachine.provide({
      actors: { loadSequence: fromPromise<Sequence | null, { slug: string; sequence: Sequence | null }>(() => new Promise((resolve, reject) => (answer = { resolve, reject }))) },
    }),
    { input: { slug: 'order-intake', sequence: null } },
  ).start();
  return { editor, answer: () => answer! };
}

/** The answer's promise settles on microtasks; the fake clock stays where it is. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe("the designer's open (D109)", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] }));
  afterEach(() => vi.useRealTimers());

  it('opens the gate once the editor leaves loading, and preloads the parts a while after the workflow is ready', async () => {
    const { editor, answer } = editorOpening();
    const cancelOpen = vi.fn();
    const gate = { openAfterPaint: vi.fn(() => cancelOpen) };
    const preload = vi.fn();
    const stop = followTheOpen(editor, gate, preload);
    expect(gate.openAfterPaint).not.toHaveBeenCalled();
    answer().resolve(sequenceWith([savedWorkflow]));
    await settle();
    expect(editor.getSnapshot().matches('ready')).toBe(true);
    expect(gate.openAfterPaint).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(partsPreloadDelayMs - 1);
    expect(preload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(preload).toHaveBeenCalledTimes(1);
    // Edits on the canvas neither open the gate again nor preload again.
    editor.send({ type: 'selection.clear' });
    expect(gate.openAfterPaint).toHaveBeenCalledTimes(1);
    stop();
    expect(cancelOpen).toHaveBeenCalledTimes(1);
  });

  it('opens the gate for a workflow that failed to load too, preloads nothing, and cancels what waits when the designer closes', async () => {
    const { editor, answer } = editorOpening();
    const cancelOpen = vi.fn();
    const gate = { openAfterPaint: vi.fn(() => cancelOpen) };
    const preload = vi.fn();
    const stop = followTheOpen(editor, gate, preload);
    answer().reject(new Error('No response from server'));
    await settle();
    expect(editor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(gate.openAfterPaint).toHaveBeenCalledTimes(1);
    // Try Again loads afresh: the open waits for it.
    editor.send({ type: 'sequence.retry' });
    expect(cancelOpen).toHaveBeenCalledTimes(1);
    answer().resolve(sequenceWith([savedWorkflow]));
    await settle();
    expect(editor.getSnapshot().matches('ready')).toBe(true);
    expect(gate.openAfterPaint).toHaveBeenCalledTimes(2);
    stop();
    await vi.runAllTimersAsync();
    expect(preload).not.toHaveBeenCalled();
  });
});
