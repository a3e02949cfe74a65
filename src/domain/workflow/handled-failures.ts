import type { RunStep } from './server-runs';
import type { WorkflowRun } from './workflow-runs';

/**
 * A run that went on past node failures (D128, D143): its status stays completed and it counts
 * them; History, the run panel and the API say "completed with errors". The words, said the same everywhere.
 */
export const isCompletedWithErrors = (run: Pick<WorkflowRun, 'status' | 'failuresHandled'>) => run.status === 'completed' && (run.failuresHandled ?? 0) > 0;

export const handledFailureTexts = {
  completedWithErrors: 'Completed with errors',
  /** How many, as the run panel says it under the status. */
  count: (failures: number) => (failures === 1 ? '1 node failed and the run went on past it' : `${failures} nodes failed and the run went on past them`),
  /** A failed step the run went on past, as the step list marks it. */
  step: { continue: 'Failed — continued', errorPath: 'Failed — error path taken' } satisfies Record<NonNullable<RunStep['handled']>, string>,
} as const;
