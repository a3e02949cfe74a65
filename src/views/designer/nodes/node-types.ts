import type { NodeTypes } from '@xyflow/react';
import { workflowNodeTypes } from './node-looks';
import { WorkflowNode } from './WorkflowNode';

/** At module scope: a new object per render would make React Flow remount every node. */
export const nodeTypes: NodeTypes = Object.fromEntries(workflowNodeTypes.map((type) => [type, WorkflowNode]));
