import { fromCallback, fromPromise, type ActorRefFrom, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { assistantApology } from '../../domain/assistant/chat';
import type { AssistantExplainRequest, ExplainFix } from '../../domain/assistant/explain';
import { applyFix, type FixTarget } from '../../domain/assistant/explain-fix';
import { errorStatusOf, errorTextOf } from '../../domain/error-text';
import { explainStepMachine, type ExplainStreamEvent, type RerunAfterFix } from '../../machines/designer/explain-step.machine';
import type { rerunMachine } from '../../machines/designer/rerun.machine';
import type { serverRunMachine } from '../../machines/designer/server-run.machine';
import { selectRunIsShown } from '../../machines/designer/server-run.selectors';
import type { workflowEditorMachine } from '../../machines/designer/workflow-editor.machine';
import { selectIsDirty, selectIsSaving } from '../../machines/designer/workflow-editor.selectors';
import type { ApiClient } from '../../services/api-client';
import { explainStep } from '../../services/assistant';

/** As in the chat (D35): our own refusals the user can act on (the rate limit, a session that ended, a run not found) in their words; anything else the apology. */
function failureText(error: unknown): string {
  const status = errorStatusOf(error);
  return (status === 429 || status === 401 || status === 404) && errorTextOf(error) ? errorTextOf(error)! : assistantApology;
}

export interface ExplainStepServices {
  api: ApiClient;
  /** The nodes on the canvas now. */
  nodes: () => readonly FixTarget[];
  /** Writes a node's properties through the editor, so Undo covers them (one step). */
  applyProperties: (nodeId: string, properties: Record<string, unknown>) => void;
  /** Saves the workflow; settles once saved, fails with why it was not. */
  save: () => Promise<void>;
  rerun: ActorRefFrom<typeof rerunMachine>;
}

/** Ask Flo why (D94) wired to the server, the editor and the run panel's Re-run. */
export function explainStepLogic({ api, nodes, applyProperties, save, rerun }: ExplainStepServices) {
  return explainStepMachine.provide({
    actors: {
      streamExplanation: fromCallback<AnyEventObject, AssistantExplainRequest>(({ sendBack, input }) => {
        const stopped = new AbortController();
        const report = (event: ExplainStreamEvent) => {
          if (!stopped.signal.aborted) sendBack(event);
        };
        explainStep(api, input, {
          signal: stopped.signal,
          onEvent: (event) => {
            if (event.type === 'chunk') report({ type: 'explain.chunk', text: event.text });
            else if (event.type === 'explained') report({ type: 'explain.done', mode: event.mode, ...(event.fix ? { fix: event.fix } : {}), ...(event.docs ? { docs: event.docs } : {}) });
            else report({ type: 'explain.failed', message: assistantApology });
          },
        }).then(
          // A stream that ends without its last event was cut off on the way (after the last event, the machine has moved on).
          () => report({ type: 'explain.failed', message: assistantApology }),
          (error: unknown) => report({ type: 'explain.failed', message: failureText(error) }),
        );
        return () => stopped.abort();
      }),
      applyFix: fromPromise<void, ExplainFix>(async ({ input }) => {
        const outcome = applyFix(nodes(), input);
        if (!outcome.ok) throw new Error(outcome.reason);
        applyProperties(outcome.nodeId, outcome.properties);
      }),
      // The re-run runs a saved version: the fix is saved first, then Re-run from here opens at the node with the latest version.
      rerunAfterFix: fromPromise<void, RerunAfterFix>(async ({ input }) => {
        await save();
        rerun.send({ type: 'rerun.open', runId: input.runId, fromNodeId: input.nodeId });
        rerun.send({ type: 'rerun.version', version: 'latest' });
      }),
    },
  });
}

const shownRunId = (snapshot: SnapshotFrom<typeof serverRunMachine>) => (selectRunIsShown(snapshot) ? snapshot.context.run!.id : null);

/** An explanation belongs to the run the panel shows: once it shows another run, or none, it is closed (its stream stopped). Returns the unsubscribe. */
export function followRunExplanation(serverRun: ActorRefFrom<typeof serverRunMachine>, explain: ActorRefFrom<typeof explainStepMachine>): () => void {
  let shown = shownRunId(serverRun.getSnapshot());
  const subscription = serverRun.subscribe((snapshot) => {
    const runId = shownRunId(snapshot);
    if (runId === shown) return;
    shown = runId;
    explain.send({ type: 'explain.close' });
  });
  return () => subscription.unsubscribe();
}

/** Said when the fix could not be saved, so the re-run would not have it (the editor's toast says why). */
export const fixNotSavedText = 'The workflow was not saved, so a re-run would not have the fix.';

/**
 * Saves the workflow through the editor (its Save, with its toasts) and settles once the save has
 * ended: done when what was on the canvas is saved (or nothing needed saving), failed otherwise.
 */
export function saveThroughEditor(editor: ActorRefFrom<typeof workflowEditorMachine>): Promise<void> {
  const before = editor.getSnapshot();
  if (!selectIsDirty(before)) return Promise.resolve();
  const revision = before.context.history.present.revision;
  return new Promise((resolve, reject) => {
    let saving = false;
    const subscription = editor.subscribe((snapshot) => {
      if (selectIsSaving(snapshot)) {
        saving = true;
        return;
      }
      if (!saving) return;
      subscription.unsubscribe();
      if (snapshot.context.savedRevision === revision) resolve();
      else reject(new Error(fixNotSavedText));
    });
    editor.send({ type: 'workflow.save' });
    // Busy (loading, importing): the save was not taken.
    if (!saving) {
      subscription.unsubscribe();
      reject(new Error(fixNotSavedText));
    }
  });
}
