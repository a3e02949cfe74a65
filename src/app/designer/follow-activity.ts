import type { ActorRefFrom } from 'xstate';
import { errorTextOf } from '../../domain/error-text';
import type { ToastInput } from '../../machines/toast/toast.types';
import type { workflowEditorMachine } from '../../machines/designer/workflow-editor.machine';
import { selectIsActive, selectSequence } from '../../machines/designer/workflow-editor.selectors';

type Editor = ActorRefFrom<typeof workflowEditorMachine>;

/**
 * "Workflow Active" is kept on the server (D63), where it schedules the workflow's schedule nodes:
 * the switch opens as the sequence was left, and each flip by the user is saved at once, one save at
 * a time, until the server holds what the switch shows. A flip the server refuses (an unreadable
 * cron, say) is turned back with the server's reason. Returns the unsubscribe.
 */
export function followActivity(editor: Editor, saveActive: (sequenceId: string, active: boolean) => Promise<unknown>, notify: (toast: ToastInput) => void): () => void {
  /** What the server holds; null until the sequence is open. */
  let saved: boolean | null = null;
  let saving = false;

  function sync() {
    const snapshot = editor.getSnapshot();
    const sequence = selectSequence(snapshot);
    const shown = selectIsActive(snapshot);
    if (saving || saved === null || !sequence || shown === saved) return;
    saving = true;
    saveActive(sequence.id, shown).then(
      () => {
        saving = false;
        saved = shown;
        sync();
      },
      (error: unknown) => {
        saving = false;
        notify({ title: shown ? 'Could not activate the workflow' : 'Could not deactivate the workflow', description: errorTextOf(error) ?? 'No response from server', variant: 'destructive' });
        // Back to what the server holds, which then needs no save.
        if (selectIsActive(editor.getSnapshot()) !== saved) editor.send({ type: 'workflow.toggleActive' });
      },
    );
  }

  const subscription = editor.subscribe((snapshot) => {
    if (!snapshot.matches('ready')) return;
    if (saved === null) {
      saved = selectSequence(snapshot)?.active ?? false;
      // The switch opens as the sequence was left.
      if (selectIsActive(snapshot) !== saved) editor.send({ type: 'workflow.toggleActive' });
      return;
    }
    sync();
  });
  return () => subscription.unsubscribe();
}
