import { Background, BackgroundVariant, Controls, Handle, Position, ReactFlow, type Edge, type Node, type NodeProps, type NodeTypes } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { memo, useMemo } from 'react';
import type { SequenceVersionDetail } from '../../domain/sequences/versions';
import type { ComparedNode, VersionComparison } from '../../machines/designer/versions.selectors';
import { FIT_VIEW_OPTIONS } from './canvas-viewport';
import { MAX_ZOOM, MIN_ZOOM, SNAP_GRID } from './Canvas';
import { lookOfNode } from './nodes/node-looks';
import { hasErrorHandle } from './nodes/drawn-node-kind';
import { ErrorHandle } from './nodes/ErrorHandle';
import { withErrorEdgeLooks } from './error-edges';
import * as nodeStyles from './nodes/WorkflowNode.css';
import * as styles from './Versions.css';
import { markText } from './version-marks';

type ComparedFlowNode = Node<{ compared: ComparedNode }, 'compared'>;

/** One node of an opened version, drawn like the editor's with its mark (D69); nothing on it can be edited. */
const ComparedNodeView = memo(function ComparedNodeView({ data, selected }: NodeProps<ComparedFlowNode>) {
  const { node, mark } = data.compared;
  const { Icon, nodeClass, iconTileClass, caption, handles } = lookOfNode(node.data);
  return (
    <div
      className={`${nodeClass} ${mark ? styles.mark[mark] : ''}`}
      data-selected={selected || undefined}
      data-mark={mark ?? undefined}
      data-testid="version-node"
    >
      {handles !== 'output-only' ? <Handle type="target" position={Position.Left} isConnectable={false} /> : null}
      <span className={iconTileClass}>
        <Icon size={16} aria-hidden="true" />
      </span>
      <span className={nodeStyles.text}>
        <span className={nodeStyles.label}>{node.data.label}</span>
        <span className={nodeStyles.caption}>{caption}</span>
      </span>
      {mark ? <span className={styles.badge[mark]}>{markText[mark]}</span> : null}
      {handles === 'in-out' || handles === 'output-only' ? <Handle type="source" position={Position.Right} isConnectable={false} /> : null}
      {handles === 'decision' ? (
        <>
          <Handle type="source" id="right" position={Position.Right} isConnectable={false} />
          <Handle type="source" id="bottom" position={Position.Bottom} isConnectable={false} />
        </>
      ) : null}
      {hasErrorHandle(node.data) ? <ErrorHandle connectable={false} /> : null}
    </div>
  );
});

const comparedNodeTypes: NodeTypes = { compared: ComparedNodeView };

export interface VersionCanvasProps {
  version: SequenceVersionDetail;
  comparison: VersionComparison;
  selectedNodeId: string | null;
  /** A marked node selected shows its changes in the Versions panel; the pane clears it. */
  onSelectNode: (id: string | null) => void;
}

/**
 * An opened version on the canvas, read-only (D69): its nodes where they were saved, marked by how
 * they differ from the current workflow, with the current workflow's nodes it lacks as ghosts.
 */
export function VersionCanvas({ version, comparison, selectedNodeId, onSelectNode }: VersionCanvasProps) {
  const nodes = useMemo<ComparedFlowNode[]>(
    () =>
      comparison.nodes.map((compared) => ({
        // A ghost may share an id with nothing drawn; it keeps its own so it can be selected.
        id: compared.node.id,
        type: 'compared',
        position: compared.node.position,
        data: { compared },
        selected: compared.node.id === selectedNodeId,
        draggable: false,
        connectable: false,
        ariaLabel: `${compared.node.data.label}${compared.mark ? `, ${markText[compared.mark].toLowerCase()}` : ''}`,
      })),
    [comparison, selectedNodeId],
  );
  const edges = useMemo<Edge[]>(
    () =>
      withErrorEdgeLooks(comparison.edges.map(({ edge, removed }) => ({
        id: edge.id,
        source: edge.source,
        target: edge.target,
        sourceHandle: edge.sourceHandle ?? null,
        targetHandle: edge.targetHandle ?? null,
        ...(removed ? { style: { strokeDasharray: '6 4', opacity: 0.5 } } : {}),
        selectable: false,
      }))),
    [comparison],
  );
  return (
    <div className={styles.canvas}>
      <p className={styles.banner} role="status">
        Version {version.number}, read-only
      </p>
      <ReactFlow<ComparedFlowNode, Edge>
        key={version.number}
        nodes={nodes}
        edges={edges}
        nodeTypes={comparedNodeTypes}
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        deleteKeyCode={null}
        onNodeClick={(_, node) => onSelectNode(node.id)}
        onPaneClick={() => onSelectNode(null)}
        fitView
        fitViewOptions={FIT_VIEW_OPTIONS}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        aria-label={`Version ${version.number} of the workflow, read-only`}
      >
        <Background variant={BackgroundVariant.Dots} gap={SNAP_GRID} />
        <Controls showInteractive={false} fitViewOptions={FIT_VIEW_OPTIONS} />
      </ReactFlow>
    </div>
  );
}
