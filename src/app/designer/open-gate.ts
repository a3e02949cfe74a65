/**
 * What the designer leaves until its canvas is on screen (D109): the palette's scripts and bots
 * and Run Settings' credentials are asked for once the workflow has been drawn, so their requests
 * do not queue beside the open's on the browser's few connections and their answers are not
 * rendered between the canvas's frames.
 */
export interface OpenGate {
  /** Settles once the frame after the workflow's first render has painted. */
  opened: Promise<void>;
  /**
   * Settles a while after `opened`, in idle time: for what the user sees next but the open does not
   * draw (the first visit's assistant, the header's cart count), so that its render does not fall
   * between the frames in which React Flow measures and shows the nodes.
   */
  settled: Promise<void>;
  /** Opens the gate after the next frame has painted; answers the cancel. */
  openAfterPaint: () => () => void;
}

/** How long after the gate opens the open counts as settled: a few frames' measuring and the panels' first lists. */
export const settleDelayMs = 400;

function afterDelayWhenIdle(resolve: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else resolve();
  }, settleDelayMs);
}

export function openGate(): OpenGate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    opened,
    settled: opened.then(() => new Promise<void>(afterDelayWhenIdle)),
    openAfterPaint: () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The animation frame runs before the paint; the task it queues runs after it.
      const frame = requestAnimationFrame(() => (timer = setTimeout(open, 0)));
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    },
  };
}
