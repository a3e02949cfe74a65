/**
 * React Flow puts the edges before the nodes in the DOM, so Tab would visit every connection before
 * the first node. This moves Tab and Shift+Tab through the nodes first, then the edges, and leaves
 * the graph at the right end in either direction. Returns the cleanup.
 */
export function keepNodesBeforeEdges(container: HTMLElement): () => void {
  const focusable = (selector: string) => [...container.querySelectorAll<HTMLElement | SVGElement>(`${selector}[tabindex="0"]`)];
  const graphOrder = () => {
    const nodes = focusable('.react-flow__node');
    const edges = focusable('.react-flow__edge');
    return { nodes, edges, order: [...nodes, ...edges] };
  };
  let lastKeyWasTab = false;

  const onKeyDown = (event: KeyboardEvent) => {
    lastKeyWasTab = event.key === 'Tab';
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const active = document.activeElement;
    const { nodes, edges, order } = graphOrder();
    const index = order.findIndex((element) => element === active);
    if (index === -1) return;
    const next = order[index + (event.shiftKey ? -1 : 1)];
    if (next) {
      event.preventDefault();
      next.focus();
      return;
    }
    // Out of the graph: stand on the graph's DOM end facing that way and let the browser move on.
    (event.shiftKey ? (edges[0] ?? nodes[0]) : nodes.at(-1))?.focus();
  };

  // Tabbing in from outside lands on the DOM's first edge (forward) or last node (backward).
  const onFocusIn = (event: FocusEvent) => {
    if (!lastKeyWasTab) return;
    const from = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (from && container.contains(from)) return;
    const { nodes, edges } = graphOrder();
    const cameFromBefore = from !== null && (from.compareDocumentPosition(container) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    if (cameFromBefore && edges.includes(event.target as HTMLElement)) nodes[0]?.focus();
    else if (!cameFromBefore && from !== null && nodes.includes(event.target as HTMLElement)) edges.at(-1)?.focus();
  };
  const onPointerDown = () => {
    lastKeyWasTab = false;
  };

  document.addEventListener('keydown', onKeyDown, true);
  container.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    container.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('pointerdown', onPointerDown, true);
  };
}
