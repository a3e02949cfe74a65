import type { SavedWorkflow } from '../../domain/workflow/saved-workflow';

/** Spec 02 §4: Download saves a pretty-printed workflow.json. */
export function downloadWorkflowFile(workflow: SavedWorkflow, fileName: string): void {
  const blob = new Blob([JSON.stringify(workflow, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
