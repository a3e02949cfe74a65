/** What the init script below puts on the page's window. */
export interface PageHooks {
  __openedAt?: number;
  __frames: Array<{ at: number; transform: string }>;
  __recording: boolean;
  __startRecording: (id: string) => void;
  __transformChanges: number;
  __watchTransform: (id: string) => void;
  __unwatchTransform: () => number;
}

/**
 * What counts as open: all N nodes in the page, or, on a page that leaves off-screen nodes out (the
 * designer from 500 nodes), these nodes on screen: the first and the one the drags take.
 */
export type OpenWhen = { all: number } | { onScreen: string[] };

/**
 * Installed before the page's own scripts, on the designer and the bare React Flow page alike: notes
 * when the nodes are shown and a frame has painted, and offers the drags' recorders. Page scripts
 * are strings: tsx would wrap named functions in a helper the page does not have.
 */
export function pageHooks(openWhen: OpenWhen): string {
  const drawn = 'all' in openWhen ? `nodes.length === ${openWhen.all}` : `${JSON.stringify(openWhen.onScreen)}.every((id) => nodeById(id))`;
  return `(() => {
    const nodeById = (id) => document.querySelector('.react-flow__node[data-id="' + id + '"]');
    const check = () => {
      const nodes = document.querySelectorAll('.react-flow__node');
      let ready = nodes.length > 0 && ${drawn};
      if (ready) for (const node of nodes) if (node.style.visibility === 'hidden') { ready = false; break; }
      // A frame with every node visible: its rAF, then the task after its paint.
      if (ready) requestAnimationFrame(() => setTimeout(() => (window.__openedAt = performance.now()), 0));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    // The paced drag's frame recorder: the node's transform in every frame while recording.
    window.__startRecording = (id) => {
      const node = nodeById(id);
      window.__frames = [];
      window.__recording = true;
      const frame = (at) => {
        window.__frames.push({ at, transform: node.style.transform });
        if (window.__recording) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    };
    // The awaited drag's check: how many times the node's transform changed.
    let observer = null;
    window.__watchTransform = (id) => {
      const node = nodeById(id);
      let last = node.style.transform;
      window.__transformChanges = 0;
      observer = new MutationObserver(() => {
        if (node.style.transform !== last) { last = node.style.transform; window.__transformChanges++; }
      });
      observer.observe(node, { attributes: true, attributeFilter: ['style'] });
    };
    window.__unwatchTransform = () => { observer.disconnect(); return window.__transformChanges; };
  })();`;
}
