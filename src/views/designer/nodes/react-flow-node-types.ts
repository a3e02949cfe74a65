import type { Node, NodeTypes } from '@xyflow/react';
import { isWorkflowNodeType, workflowNodeTypes } from '../../../domain/workflow/node-catalogue/node-types';
import { WorkflowNode } from './WorkflowNode';

/** At module scope: a new object per render would make React Flow remount every node. */
export const nodeTypes: NodeTypes = Object.fromEntries(workflowNodeTypes.map((type) => [type, WorkflowNode]));

// One stand-in per stored node object, so an unchanged node keeps its identity across renders.
const standIns = new WeakMap<object, Node>();

/**
 * The nodes as React Flow should draw them. A type we have no look for (an imported or older
 * workflow may hold any) would get React Flow's own default node and its styling; it is drawn as a
 * basic node instead. Only the drawing changes: the node keeps its type in the workflow (its data
 * and what is saved or downloaded). Returns the very same list when every type is known.
 */
export function drawableNodes<N extends Node>(nodes: N[]): N[] {
  if (nodes.every((node) => isWorkflowNodeType(node.type))) return nodes;
  return nodes.map((node) => {
    if (isWorkflowNodeType(node.type)) return node;
    let standIn = standIns.get(node);
    if (!standIn) {
      standIn = { ...node, type: 'basic' };
      standIns.set(node, standIn);
    }
    return standIn as N;
  });
}
