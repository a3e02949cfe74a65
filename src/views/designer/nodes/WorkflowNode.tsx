import { Handle, Position, type NodeProps } from '@xyflow/react';
import { CircleCheck, CircleX } from 'lucide-react';
import { memo } from 'react';
import type { EditorNode } from '../../../machines/designer/workflow-editor/types';
import { Spinner } from '../../ui/Spinner';
import { useNodeRunState } from '../run-state-context';
import { kindOfNode } from '../../../domain/workflow/node-catalogue/catalogue';
import { handlesOf, isWorkflowNodeType } from '../../../domain/workflow/node-catalogue/node-types';
import { lookOf } from './node-looks';
import * as styles from './WorkflowNode.css';

const runStateText = { idle: null, active: 'Running', completed: 'Completed', failed: 'Failed' } as const;

/**
 * What the node is (D65): the palette item it came from, so a Schedule and a Timer, both timers,
 * read apart; a script's or a bot's node, named after it, keeps its type's caption. A node the
 * catalogue does not know says so, since a Run refuses it.
 */
function captionOf(data: NodeProps<EditorNode>['data'], typeCaption: string): string {
  const kind = kindOfNode(data);
  if (!kind) return 'Unknown kind';
  return kind.nodeProperties || kind.behaviour === 'bot' ? typeCaption : kind.label;
}

/**
 * One workflow node (spec 02 §3, §4). React Flow renders hundreds of these: it is memoised, reads
 * only its own props and its own run state, and allocates nothing per type.
 */
function WorkflowNodeView({ id, type, data, selected }: NodeProps<EditorNode>) {
  const runState = useNodeRunState(id);
  const lookKey = isWorkflowNodeType(type) ? type : 'basic';
  const look = lookOf(lookKey);
  const handles = handlesOf(lookKey);
  const Icon = look.icon;
  const caption = captionOf(data, look.caption);
  return (
    <div className={`${styles.node} ${styles.accent[lookKey]}`} data-selected={selected || undefined} data-run-state={runState}>
      {handles !== 'output-only' ? <Handle type="target" position={Position.Left} /> : null}
      <span className={styles.iconTile[lookKey]}>
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
    </div>
  );
}

export const WorkflowNode = memo(WorkflowNodeView);
