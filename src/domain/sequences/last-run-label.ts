import { handledFailureTexts } from '../workflow/handled-failures';
import type { LastRun } from './sequences';

const labels: Record<LastRun['status'], string> = { completed: 'Completed', failed: 'Failed', cancelled: 'Cancelled', running: 'Running', queued: 'Queued' };

/** What a tile calls its last server run (D148): a completed run that went on past node failures says so (D143). */
export const lastRunLabel = (run: Pick<LastRun, 'status' | 'failures_handled'>): string =>
  run.status === 'completed' && run.failures_handled > 0 ? handledFailureTexts.completedWithErrors : labels[run.status];
