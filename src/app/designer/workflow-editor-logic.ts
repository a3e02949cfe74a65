import { fromPromise } from 'xstate';
import type { ToastInput } from '../../machines/toast/toast.types';
import { workflowEditorMachine, type RestoredWorkflow } from '../../machines/designer/workflow-editor.machine';
import { ApiError, type ApiClient } from '../../services/api-client';
import type { Sequence } from '../../domain/sequences/sequences';
import { itemsFromWorkflow, workflowFromItems, type SavedWorkflow } from '../../domain/workflow/saved-workflow';
import { takePrefetchedAnswer } from '../../services/sequence-prefetch';
import { findSequenceBySlug, firstSequenceOf, getSequence, updateSequence } from '../../services/sequences';
import { readLocalWorkflow, storeLocalWorkflow } from '../../services/workflow-storage';
import { downloadWorkflowFile } from './download-workflow';

export interface WorkflowEditorServices {
  api: ApiClient;
  notify: (toast: ToastInput) => void;
  /** Back to the sequences list (unknown slug). */
  leave: () => void;
}

/**
 * The sequence the navigation handed over is fetched again by id, so a reopened designer shows
 * what the server holds now; a stale or missing hand-over falls back to the slug. A fresh prefetch
 * of the slug (started when the route matched) stands in for either request when it answers with
 * the same sequence.
 */
async function loadSequence(api: ApiClient, slug: string, handedOver: Sequence | null): Promise<Sequence | null> {
  const early = await takePrefetchedAnswer(slug)
    ?.then(firstSequenceOf)
    .catch(() => undefined);
  if (early !== undefined && (!handedOver || early?.id === handedOver.id)) return early;
  if (handedOver) {
    try {
      return await getSequence(api, handedOver.id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  return findSequenceBySlug(api, slug);
}

async function restoreWorkflow(api: ApiClient, sequence: Sequence): Promise<RestoredWorkflow | null> {
  const fresh = await getSequence(api, sequence.id);
  const serverCopy = workflowFromItems(fresh.items);
  if (serverCopy) return { workflow: serverCopy, source: 'server' };
  const localCopy = readLocalWorkflow(sequence.id);
  return localCopy ? { workflow: localCopy, source: 'local' } : null;
}

/** D14: the canvas goes into the sequence's items and into local storage "workflow". */
async function saveWorkflow(api: ApiClient, sequence: Sequence, workflow: SavedWorkflow): Promise<Sequence> {
  storeLocalWorkflow(workflow, sequence.id);
  return updateSequence(api, sequence.id, { title: sequence.title, items: itemsFromWorkflow(workflow) });
}

export function workflowEditorLogic({ api, notify, leave }: WorkflowEditorServices) {
  return workflowEditorMachine.provide({
    actors: {
      loadSequence: fromPromise(({ input }) => loadSequence(api, input.slug, input.sequence)),
      saveWorkflow: fromPromise(({ input }) => saveWorkflow(api, input.sequence, input.workflow)),
      restoreWorkflow: fromPromise(({ input }) => restoreWorkflow(api, input.sequence)),
    },
    actions: {
      notify: (_, toast) => notify(toast),
      leaveDesigner: () => leave(),
      downloadWorkflow: (_, { workflow, fileName }) => downloadWorkflowFile(workflow, fileName),
      // Tidy up (D90): dagre loads only when asked for, so the designer's chunk does not carry it.
      layOut: ({ self }) =>
        void import('./tidy-up').then(({ tidied }) => {
          const graph = tidied(self.getSnapshot().context);
          if (graph) self.send({ type: 'graph.commit', graph });
        }),
    },
  });
}
