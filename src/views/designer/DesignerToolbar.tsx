import { useSelector } from '@xstate/react';
import { Download, FolderOpen, GitBranch, Redo2, Save, Undo2, Upload } from 'lucide-react';
import {
  selectCanRedo,
  selectCanTidy,
  selectCanUndo,
  selectIsActive,
  selectIsBusy,
  selectIsDirty,
  selectIsRestoring,
  selectIsSaving,
} from '../../machines/designer/workflow-editor.selectors';
import { Button } from '../ui/Button';
import { FileTrigger } from '../ui/FileTrigger';
import { Switch } from '../ui/Switch';
import { Toolbar } from '../ui/Toolbar';
import { ImportOverUnsavedDialog } from './ImportOverUnsavedDialog';
import type { WorkflowEditorActorRef } from './editor-actor';
import * as styles from './DesignerToolbar.css';

const shortcutModifier = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent) ? '⌘' : 'Ctrl+';

/** Save, Load, Download, Import, Undo and Redo (spec 02 §2, D14). */
export function DesignerToolbar({ actor }: { actor: WorkflowEditorActorRef }) {
  const isSaving = useSelector(actor, selectIsSaving);
  const isRestoring = useSelector(actor, selectIsRestoring);
  const isBusy = useSelector(actor, selectIsBusy);
  const isDirty = useSelector(actor, selectIsDirty);
  const canUndo = useSelector(actor, selectCanUndo);
  const canRedo = useSelector(actor, selectCanRedo);
  const canTidy = useSelector(actor, selectCanTidy);

  return (
    <Toolbar aria-label="Workflow file" className={styles.toolbar}>
      <Button size="sm" onPress={() => actor.send({ type: 'workflow.save' })} isPending={isSaving} pendingLabel="Saving..." isDisabled={isBusy}>
        <Save size={16} aria-hidden="true" />
        Save
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onPress={() => actor.send({ type: 'workflow.load' })}
        isPending={isRestoring}
        pendingLabel="Loading..."
        isDisabled={isBusy}
      >
        <FolderOpen size={16} aria-hidden="true" />
        Load
      </Button>
      <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'workflow.download' })}>
        <Download size={16} aria-hidden="true" />
        Download
      </Button>
      <FileTrigger
        acceptedFileTypes={['application/json', '.json']}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) void file.text().then((text) => actor.send({ type: 'workflow.import', text, fileName: file.name }));
        }}
      >
        <Button size="sm" variant="secondary" isDisabled={isBusy}>
          <Upload size={16} aria-hidden="true" />
          Import
        </Button>
      </FileTrigger>
      <span className={styles.separator} aria-hidden="true" />
      <Button size="sm" variant="ghost" aria-label={`Undo (${shortcutModifier}Z)`} onPress={() => actor.send({ type: 'history.undo' })} isDisabled={!canUndo}>
        <Undo2 size={16} aria-hidden="true" />
        Undo
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Redo (${shortcutModifier}Shift+Z)`} onPress={() => actor.send({ type: 'history.redo' })} isDisabled={!canRedo}>
        <Redo2 size={16} aria-hidden="true" />
        Redo
      </Button>
      {/* Tidy up (D90, D95): a layered layout of the whole workflow, one undoable step. */}
      <Button size="sm" variant="ghost" onPress={() => actor.send({ type: 'layout.tidy' })} isDisabled={!canTidy}>
        <GitBranch size={16} aria-hidden="true" />
        Tidy up
      </Button>
      {isDirty ? (
        <span className={styles.unsaved} role="status">
          Unsaved changes
        </span>
      ) : null}
      <ImportOverUnsavedDialog actor={actor} />
    </Toolbar>
  );
}

/** The "Workflow Active" indicator with its toggle (spec 02 §2). */
export function ActiveToggle({ actor }: { actor: WorkflowEditorActorRef }) {
  const isActive = useSelector(actor, selectIsActive);
  return (
    <Switch isSelected={isActive} onChange={() => actor.send({ type: 'workflow.toggleActive' })} className={styles.activeSwitch}>
      <span className={styles.statusDot} aria-hidden="true" />
      Workflow Active
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </Switch>
  );
}
