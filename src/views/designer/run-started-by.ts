import type { RunTrigger } from '../../domain/workflow/run-trigger';
import type { WorkflowRun } from '../../domain/workflow/workflow-runs';

const words: Record<RunTrigger['kind'], string> = {
  run: 'Run',
  schedule: 'Schedule',
  webhook: 'Webhook',
  rerun: 'Re-run',
  node: 'Run this node',
  'error-workflow': 'Error workflow',
};

/**
 * What History says started a run (D126, D135): the Run button (or a program on the API), a
 * Schedule node, a Webhook node's request (or Run again with a delivery's request), a re-run, Run
 * this node; a simulated test run has no trigger and was started by Test Workflow. A run the server
 * answered without one (an older server) says nothing rather than guess.
 */
const webhookWords: Record<NonNullable<RunTrigger['address']>, string> = {
  production: 'Webhook (production URL)',
  test: 'Webhook (test URL)',
  replay: 'Webhook (run again)',
};

export function startedByText(run: Pick<WorkflowRun, 'kind' | 'trigger'>): string {
  if (run.kind === 'test') return 'Test Workflow';
  if (!run.trigger) return '—';
  return run.trigger.kind === 'webhook' && run.trigger.address ? webhookWords[run.trigger.address] : words[run.trigger.kind];
}
