import { Handle, Position } from '@xyflow/react';
import { errorHandleId } from '../../../domain/workflow/node-properties';
import * as styles from './ErrorHandle.css';

/** What the error output is called, on the canvas and to a screen reader (D141). */
export const errorHandleText = 'On error';

/**
 * The second output of a node whose On failure takes the error path (D128): red, and labelled in
 * words that a screen reader reads with the node's own, since a handle alone is only a dot.
 */
export function ErrorHandle({ connectable = true }: { connectable?: boolean }) {
  return (
    <>
      <Handle type="source" id={errorHandleId} position={Position.Bottom} className={styles.errorHandle} isConnectable={connectable} title={errorHandleText} />
      <span className={styles.errorLabel}>{errorHandleText}</span>
    </>
  );
}
