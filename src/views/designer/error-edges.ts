import type { Edge } from '@xyflow/react';
import { errorHandleId } from '../../domain/workflow/node-properties';
import { vars } from '../../styles/theme.css';
import { errorEdge } from './nodes/ErrorHandle.css';
import { errorHandleText } from './nodes/ErrorHandle';

// One drawn copy per stored edge, so an unchanged edge keeps its identity across renders.
const drawn = new WeakMap<Edge, Edge>();

/**
 * The edges as the canvas draws them: one from a node's error handle (D128) red and named as the
 * error path it is, for a screen reader too; every other edge as it is stored.
 */
export function withErrorEdgeLooks<E extends Edge>(edges: E[]): E[] {
  if (!edges.some((edge) => edge.sourceHandle === errorHandleId)) return edges;
  return edges.map((edge) => {
    if (edge.sourceHandle !== errorHandleId) return edge;
    let copy = drawn.get(edge);
    if (!copy) {
      // The stroke inline too: an edge a user draws carries its colour inline (connectEdge), over any class.
      copy = {
        ...edge,
        className: edge.className ? `${edge.className} ${errorEdge}` : errorEdge,
        style: { ...edge.style, stroke: vars.color.danger },
        ariaLabel: `${errorHandleText}: edge from ${edge.source} to ${edge.target}`,
      };
      drawn.set(edge, copy);
    }
    return copy as E;
  });
}
