import type { RunStep, ServerRun } from '../../domain/workflow/server-runs';

/** Server runs in each state (D44), for the run panel's stories and its model test. */

export const sampleStep = (nodeId: string, label: string, nodeType: string, status: RunStep['status'], extra: Partial<RunStep> = {}): RunStep => ({
  id: `${nodeId}-${extra.attempt ?? 1}`,
  nodeId,
  nodeType,
  label,
  status,
  attempt: 1,
  startedAt: '2026-11-25T08:00:00.000Z',
  finishedAt: status === 'running' ? null : '2026-11-25T08:00:00.420Z',
  input: { city: 'Oslo' },
  output: status === 'completed' ? { status: 200, body: { price: 41.5 } } : null,
  error: null,
  logs: status === 'running' ? [] : [`${label}: done`],
  screenshotUrl: null,
  ...extra,
});

const queued: ServerRun = {
  id: 'run-1',
  kind: 'server',
  sequenceId: 'seq-1',
  workflowName: 'Price Watch',
  startTime: '2026-11-25T08:00:00.000Z',
  endTime: null,
  status: 'queued',
  executedBy: 'Ada Lovelace',
  nodesExecuted: 0,
  version: 2,
  error: null,
  output: null,
  steps: [],
  files: [],
};
const started = sampleStep('start', 'Start', 'start', 'completed', { output: { city: 'Oslo' } });
const running: ServerRun = { ...queued, status: 'running', steps: [started, sampleStep('fetch', 'Fetch prices', 'api', 'running')] };
const completed: ServerRun = {
  ...queued,
  status: 'completed',
  endTime: '2026-11-25T08:00:01.200Z',
  nodesExecuted: 3,
  steps: [started, sampleStep('fetch', 'Fetch prices', 'api', 'completed', { logs: ['GET https://prices.example/today', 'Answered 200'] }), sampleStep('end', 'End', 'end', 'completed')],
  // What its scripts wrote with files.write (D67).
  files: [
    { name: 'prices.csv', size: 2_048 },
    { name: 'Price chart 2026-11-25.png', size: 184_320 },
  ],
};
const fetchFailed = (attempt: number) => sampleStep('fetch', 'Fetch prices', 'api', 'failed', { attempt, id: `fetch-${attempt}`, error: 'HTTP 500 from https://prices.example/today', logs: ['GET https://prices.example/today', 'Answered 500'] });
const failed: ServerRun = { ...queued, status: 'failed', endTime: '2026-11-25T08:00:07.000Z', error: 'Fetch prices: HTTP 500 from https://prices.example/today', steps: [started, fetchFailed(1), fetchFailed(2), fetchFailed(3)] };
const cancelled: ServerRun = { ...queued, status: 'cancelled', endTime: '2026-11-25T08:00:03.000Z', error: 'The run was cancelled', steps: [started, sampleStep('wait', 'Wait an hour', 'timer', 'failed', { error: 'The run was cancelled' })] };
const interrupted: ServerRun = { ...failed, error: 'interrupted: the server stopped while the run was under way', steps: [started, sampleStep('fetch', 'Fetch prices', 'api', 'failed', { error: 'interrupted: the server stopped while the run was under way' })] };


/** A browser step's screenshot (D68), where the server serves it to the run's owner. */
export const sampleScreenshotUrl = (runId: string, stepId: string) => `/v1/workflows/runs/${runId}/steps/${stepId}/screenshot`;
const selectorError = '#results .row was not visible after 10 s';
// A run of browser nodes: each leaves a screenshot of its tab; the second did not find what it waited for.
const browser: ServerRun = {
  ...queued,
  id: 'run-2',
  workflowName: 'Search Results',
  status: 'failed',
  endTime: '2026-11-25T08:00:12.000Z',
  nodesExecuted: 3,
  error: `Element Selector: ${selectorError}`,
  steps: [
    started,
    sampleStep('click', 'Click Trigger', 'event', 'completed', {
      input: { selector: '#search', action: 'click' },
      output: { clicked: '#search' },
      logs: ['Clicked #search'],
      screenshotUrl: sampleScreenshotUrl('run-2', 'click-1'),
    }),
    sampleStep('rows', 'Element Selector', 'validate', 'failed', {
      input: { selector: '#results .row' },
      error: selectorError,
      logs: ['Waiting for #results .row'],
      screenshotUrl: sampleScreenshotUrl('run-2', 'rows-1'),
    }),
  ],
};

export const sampleRuns = { queued, running, completed, failed, cancelled, interrupted, browser };
