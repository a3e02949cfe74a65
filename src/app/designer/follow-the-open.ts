import type { ActorRefFrom } from 'xstate';
import type { workflowEditorMachine } from '../../machines/designer/workflow-editor.machine';
import { selectEditorStatus } from '../../machines/designer/workflow-editor.selectors';
import type { OpenGate } from './open-gate';

/**
 * How long after the workflow is ready the designer waits before fetching its on-demand parts: React
 * Flow measures and paints the nodes in the frames after ready, and an idle callback can fall between
 * them, so the parts' fetch and parse would compete with the open (D109).
 */
export const partsPreloadDelayMs = 2000;

/** Runs `work` a while after the open, when the page has nothing else to do; answers its cancel. */
export function afterTheOpen(work: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work, { timeout: 3000 });
    else work();
  }, partsPreloadDelayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * The designer's open (D109): the gate opens after the paint that follows the editor leaving
 * loading (a workflow that failed to load opens it too), so the panels' lists wait for the canvas;
 * the parts loaded on first use are preloaded a while after the workflow is ready. Returns the
 * cleanup, which cancels what has not happened yet.
 */
export function followTheOpen(editor: ActorRefFrom<typeof workflowEditorMachine>, gate: Pick<OpenGate, 'openAfterPaint'>, preload: () => void): () => void {
  let cancelOpen: (() => void) | null = null;
  let cancelPreload: (() => void) | null = null;
  const follow = () => {
    const status = selectEditorStatus(editor.getSnapshot());
    if (status === 'loading') {
      cancelOpen?.();
      cancelOpen = null;
    } else cancelOpen ??= gate.openAfterPaint();
    if (status !== 'ready') {
      cancelPreload?.();
      cancelPreload = null;
    } else cancelPreload ??= afterTheOpen(preload);
  };
  follow();
  const subscription = editor.subscribe(follow);
  return () => {
    subscription.unsubscribe();
    cancelOpen?.();
    cancelPreload?.();
  };
}
