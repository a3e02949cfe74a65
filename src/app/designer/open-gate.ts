/**
 * What the designer leaves until its canvas is on screen (issue 33): the palette's scripts and bots
 * and Run Settings' credentials are asked for once the workflow has been drawn, so their requests
 * do not queue beside the open's on the browser's few connections and their answers are not
 * rendered between the canvas's frames.
 */
export interface OpenGate {
  /** Settles once the frame after the workflow's first render has painted. */
  opened: Promise<void>;
  /** Opens the gate after the next frame has painted; answers the cancel. */
  openAfterPaint: () => () => void;
}

export function openGate(): OpenGate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    opened,
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
