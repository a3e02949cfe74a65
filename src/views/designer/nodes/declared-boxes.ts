import { Position, type Node, type NodeHandle } from '@xyflow/react';
import type { NodeHandles } from '../../../domain/workflow/node-catalogue/node-types';
import { errorHandleId } from '../../../domain/workflow/node-properties';
import { handlesOfNode, hasErrorHandle } from './drawn-node-kind';

/**
 * What React Flow measures on a drawn WorkflowNode: 190 × 48 (WorkflowNode.css, two text lines),
 * with 16 px handles centred on its left, right and bottom edges (Canvas.css).
 */
export const DRAWN_NODE_BOX = { width: 190, height: 48 } as const;
const HANDLE = 16;

const target: NodeHandle = { type: 'target', position: Position.Left, x: -HANDLE / 2, y: DRAWN_NODE_BOX.height / 2 - HANDLE / 2, width: HANDLE, height: HANDLE };
const right: NodeHandle = { ...target, type: 'source', position: Position.Right, x: DRAWN_NODE_BOX.width - HANDLE / 2 };
const bottom: NodeHandle = { type: 'source', id: 'bottom', position: Position.Bottom, x: DRAWN_NODE_BOX.width / 2 - HANDLE / 2, y: DRAWN_NODE_BOX.height - HANDLE / 2, width: HANDLE, height: HANDLE };

// At 80 % of the bottom edge, as ErrorHandle.css places it.
const error: NodeHandle = { ...bottom, id: errorHandleId, x: DRAWN_NODE_BOX.width * 0.8 - HANDLE / 2 };

const handlesByKind: Record<NodeHandles, NodeHandle[]> = {
  'in-out': [target, right],
  'output-only': [right],
  'input-only': [target],
  decision: [target, { ...right, id: 'right' }, bottom],
};

// One stand-in per node object, so an unchanged node keeps its identity across renders.
const standIns = new WeakMap<object, Node>();

/**
 * React Flow draws every node it has no handle bounds for hidden, measures it and draws it again,
 * even when it leaves off-screen nodes out: opening 800 nodes drew all 800 once before culling them,
 * and at 100 nodes the hidden pass and the measuring were a third of the open. A node the
 * editor holds no measurement for is declared with the box and handles it will measure at, so it is
 * drawn visible (with its edges) in the first frame, only those on screen are drawn when culling, and
 * Fit View (which counts measured nodes only) still takes in every node. A drawn node whose real box
 * differs is measured as usual; from then on it passes as it is, with its measured handles.
 */
export function withDeclaredBoxes<N extends Node>(nodes: N[]): N[] {
  return nodes.map((node) => {
    if (node.measured) return node;
    let standIn = standIns.get(node);
    if (!standIn) {
      const handles = handlesByKind[handlesOfNode(node)];
      standIn = { ...node, measured: { ...DRAWN_NODE_BOX }, handles: hasErrorHandle(node.data) ? [...handles, error] : handles };
      standIns.set(node, standIn);
    }
    return standIn as N;
  });
}
