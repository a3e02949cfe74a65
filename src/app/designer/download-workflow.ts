import type { SavedWorkflow } from '../../domain/workflow/saved-workflow';
import { saveFile } from '../save-file';

/** Spec 02 §4: Download saves a pretty-printed workflow.json. */
export function downloadWorkflowFile(workflow: SavedWorkflow, fileName: string): void {
  saveFile(new Blob([JSON.stringify(workflow, null, 2)], { type: 'application/json' }), fileName);
}
