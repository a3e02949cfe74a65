import { useSelector } from '@xstate/react';
import { selectPendingImport } from '../../machines/designer/workflow-editor.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import type { WorkflowEditorActorRef } from './editor-actor';
import * as styles from './UnsavedChangesGuard.css';

/** Asks before an imported file replaces unsaved work: the same question as leaving the designer. */
export function ImportOverUnsavedDialog({ actor }: { actor: WorkflowEditorActorRef }) {
  const pending = useSelector(actor, selectPendingImport);
  return (
    <Dialog
      role="alertdialog"
      size="sm"
      isOpen={pending !== null}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'import.cancel' });
      }}
    >
      <DialogHeader title="Replace unsaved changes?" />
      <p className={styles.text}>
        Your workflow has unsaved changes. Importing {pending?.fileName ?? 'this file'} replaces them; Undo can still bring them back.
      </p>
      <DialogActions>
        <Button variant="secondary" onPress={() => actor.send({ type: 'import.cancel' })} autoFocus>
          Keep My Changes
        </Button>
        <Button variant="danger" onPress={() => actor.send({ type: 'import.confirm' })}>
          Import
        </Button>
      </DialogActions>
    </Dialog>
  );
}
