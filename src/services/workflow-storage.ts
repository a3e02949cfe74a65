import { savedWorkflowSchema, type SavedWorkflow } from '../domain/workflow/saved-workflow';

/** Spec 02 §4, §9: the designer keeps a copy of the canvas under this local storage key. */
export const workflowStorageKey = 'workflow';

/**
 * The copy names the sequence it was saved from: there is one key for every sequence, and Load in
 * one sequence must not bring back another's canvas (D33).
 */
export function storeLocalWorkflow(workflow: SavedWorkflow, sequenceId: string): void {
  localStorage.setItem(workflowStorageKey, JSON.stringify({ ...workflow, sequenceId }));
}

/** This sequence's local copy, or null when there is none, it is another sequence's, or it is unreadable. */
export function readLocalWorkflow(sequenceId: string): SavedWorkflow | null {
  const raw = localStorage.getItem(workflowStorageKey);
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null || (stored as { sequenceId?: unknown }).sequenceId !== sequenceId) return null;
    const parsed = savedWorkflowSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
