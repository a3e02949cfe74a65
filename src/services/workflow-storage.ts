import { savedWorkflowSchema, type SavedWorkflow } from './contract/workflow';

/** Spec 02 §4, §9: the designer keeps a copy of the canvas under this local storage key. */
export const workflowStorageKey = 'workflow';

export function storeLocalWorkflow(workflow: SavedWorkflow): void {
  localStorage.setItem(workflowStorageKey, JSON.stringify(workflow));
}

/** The local copy, or null when there is none or it is unreadable. */
export function readLocalWorkflow(): SavedWorkflow | null {
  const raw = localStorage.getItem(workflowStorageKey);
  if (!raw) return null;
  try {
    const parsed = savedWorkflowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
