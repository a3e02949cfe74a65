import type { FitViewOptions, Viewport } from '@xyflow/react';
import { NODE_FOOTPRINT, type FlowRect } from '../../machines/designer/workflow-editor/placement';
import type { EditorNode } from '../../machines/designer/workflow-editor/types';

/**
 * Screen pixels the canvas overlays take: the toolbar row along the top and the "Test Workflow"
 * button along the bottom (DesignerView.css). Fitting and placing keep nodes out from under them.
 */
export const OVERLAY_INSETS = { top: 64, bottom: 96, left: 16, right: 16 } as const;

/** Fit View (the control, Load, Import, a narrow screen) leaves every node clear of the overlays. */
export const FIT_VIEW_OPTIONS: FitViewOptions = {
  padding: { top: `${OVERLAY_INSETS.top + 8}px`, bottom: `${OVERLAY_INSETS.bottom + 8}px`, left: '32px', right: '32px' },
  maxZoom: 1,
};

/** Below this width the designer is on a phone: the saved view is refitted and the minimap folds away. */
export const NARROW_CANVAS_QUERY = '(max-width: 767px)';

export function isNarrowScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_CANVAS_QUERY).matches;
}

/** The part of the flow the user sees between the overlays, in flow coordinates. */
export function visibleFlowRect(pane: { width: number; height: number }, viewport: Viewport): FlowRect {
  const { x, y, zoom } = viewport;
  const width = Math.max(0, pane.width - OVERLAY_INSETS.left - OVERLAY_INSETS.right);
  const height = Math.max(0, pane.height - OVERLAY_INSETS.top - OVERLAY_INSETS.bottom);
  return { x: (OVERLAY_INSETS.left - x) / zoom, y: (OVERLAY_INSETS.top - y) / zoom, width: width / zoom, height: height / zoom };
}

export function nodeRect(node: Pick<EditorNode, 'position' | 'measured'>): FlowRect {
  return {
    x: node.position.x,
    y: node.position.y,
    width: node.measured?.width ?? NODE_FOOTPRINT.width,
    height: node.measured?.height ?? NODE_FOOTPRINT.height,
  };
}

export function showsAnyNode(visible: FlowRect, nodes: readonly Pick<EditorNode, 'position' | 'measured'>[]): boolean {
  return nodes.some((node) => {
    const rect = nodeRect(node);
    return rect.x < visible.x + visible.width && rect.x + rect.width > visible.x && rect.y < visible.y + visible.height && rect.y + rect.height > visible.y;
  });
}
