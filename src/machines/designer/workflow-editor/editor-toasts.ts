import { errorTextOr } from '../../../domain/error-text';
import type { SavedWorkflow } from '../../../domain/workflow/saved-workflow';
import type { ToastInput } from '../../toast/toast.types';
import { parseWorkflowFile } from './graph-to-saved-workflow';

/** What the editor tells the user of its saves, loads and imports (spec 02 §2). */
export const editorToasts = {
  saved: { title: 'Workflow saved', description: 'Your workflow has been saved successfully.', variant: 'success' },
  loaded: { title: 'Workflow loaded', description: 'Your workflow has been loaded successfully.', variant: 'success' },
  imported: { title: 'Workflow imported', description: 'Your workflow has been imported successfully.', variant: 'success' },
  saveFailed: (message: string) => ({ title: 'Save Failed', description: message, variant: 'destructive' }),
  loadFailed: (message: string) => ({ title: 'Load Failed', description: message, variant: 'destructive' }),
  importFailed: (fileName: string, reason: string) => ({ title: 'Import Failed', description: `${fileName} is not a valid workflow: ${reason}`, variant: 'destructive' }),
  nothingToLoad: { title: 'Nothing to load', description: 'This sequence has no saved workflow yet. Save one first.', variant: 'info' },
  notFound: (slug: string) => ({ title: 'Sequence not found', description: `No sequence of yours opens at /sequences/${slug}.`, variant: 'destructive' }),
} satisfies Record<string, ToastInput | ((...texts: string[]) => ToastInput)>;

export function errorText(error: unknown): string {
  return errorTextOr(error, 'An unexpected error occurred');
}

/** What an imported file does: replace the workflow and say so, or only say why it cannot. */
export function importOutcome(file: { text: string; fileName: string }): { workflow: SavedWorkflow | null; toast: ToastInput } {
  const parsed = parseWorkflowFile(file.text);
  if (!parsed.ok) return { workflow: null, toast: editorToasts.importFailed(file.fileName, parsed.reason) };
  return { workflow: parsed.workflow, toast: editorToasts.imported };
}
