import { Handle, Position, type NodeProps } from '@xyflow/react';
import { CircleCheck, CircleX } from 'lucide-react';
import { memo } from 'react';
import type { EditorNode } from '../../../machines/designer/workflow-editor/types';
import { Spinner } from '../../ui/Spinner';
import { useNodeRunState } from '../run-state-context';
import { hasErrorHandle } from './drawn-node-kind';
import { ErrorHandle } from './ErrorHandle';
import { lookOfNode } from './node-looks';
import * as styles from './WorkflowNode.css';

const runStateText = { idle: null, active: 'Running', completed: 'Completed', failed: 'Failed' } as const;

/**
 * One workflow node (spec 02 §3, §4), in its kind's look from the catalogue (D65, D134): a Schedule
 * and a Timer, both timers, read and colour apart. React Flow renders hundreds of these: it is
 * memoised, reads only its own props and its own run state, and allocates nothing per kind.
 */
function WorkflowNodeView({ id, data, selected }: NodeProps<EditorNode>) {
  const runState = useNodeRunState(id);
  const { Icon, nodeClass, iconTileClass, caption, handles } = lookOfNode(data);
  return (
    <div className={nodeClass} data-selected={selected || undefined} data-run-state={runState}>
      {handles !== 'output-only' ? <Handle type="target" position={Position.Left} /> : null}
      <span className={iconTileClass}>
        <Icon size={16} aria-hidden="true" />
      </span>
      <span className={styles.text}>
        <span className={styles.label}>{data.label}</span>
        <span className={styles.caption}>{caption}</span>
      </span>
      {/* An idle node keeps this column's room empty (WorkflowNode.css.ts), so the label keeps its width when a run fills it. */}
      {runState === 'idle' ? null : (
        <span className={styles.status}>
          {runState === 'active' ? <Spinner /> : null}
          {runState === 'completed' ? <CircleCheck size={16} aria-hidden="true" className={styles.completedIcon} /> : null}
          {runState === 'failed' ? <CircleX size={16} aria-hidden="true" className={styles.failedIcon} /> : null}
        </span>
      )}
      {runStateText[runState] ? <span className="visually-hidden">{runStateText[runState]}</span> : null}
      {handles === 'in-out' || handles === 'output-only' ? <Handle type="source" position={Position.Right} /> : null}
      {handles === 'decision' ? (
        <>
          <Handle type="source" id="right" position={Position.Right} />
          <Handle type="source" id="bottom" position={Position.Bottom} />
        </>
      ) : null}
      {/* After the node's own outputs: an edge that names no handle attaches to the first one. */}
      {hasErrorHandle(data) ? <ErrorHandle /> : null}
    </div>
  );
}

export const WorkflowNode = memo(WorkflowNodeView);
