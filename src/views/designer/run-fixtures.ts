import type { RunStep, ServerRun } from '../../domain/workflow/server-runs';

/** Server runs in each state (D44), for the run panel's stories and its model test. */

export const sampleStep = (nodeId: string, label: string, nodeType: string, status: RunStep['status'], extra: Partial<RunStep> = {}): RunStep => ({
  id: `${nodeId}-${extra.attempt ?? 1}`,
  nodeId,
  parentStepId: null,
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
  // The first of the user's queued runs, with none of theirs running: about to start.
  waiting: { reason: 'runs', position: 1, running: 0, limit: 3 },
};
const started = sampleStep('start', 'Start', 'start', 'completed', { output: { city: 'Oslo' } });
const running: ServerRun = { ...queued, status: 'running', waiting: null, steps: [started, sampleStep('fetch', 'Fetch prices', 'api', 'running')] };
const completed: ServerRun = {
  ...queued,
  waiting: null,
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
const failed: ServerRun = { ...queued, waiting: null, status: 'failed', endTime: '2026-11-25T08:00:07.000Z', error: 'Fetch prices: HTTP 500 from https://prices.example/today', steps: [started, fetchFailed(1), fetchFailed(2), fetchFailed(3)] };
// The step the cancel interrupted says so (D89).
const cancelled: ServerRun = { ...queued, waiting: null, status: 'cancelled', endTime: '2026-11-25T08:00:03.000Z', error: 'The run was cancelled', steps: [started, sampleStep('wait', 'Wait an hour', 'timer', 'cancelled', { error: 'The run was cancelled' })] };
const interrupted: ServerRun = { ...failed, error: 'interrupted: the server stopped while the run was under way', steps: [started, sampleStep('fetch', 'Fetch prices', 'api', 'failed', { error: 'interrupted: the server stopped while the run was under way' })] };


/** A browser step's screenshot (D68), where the server serves it to the run's owner. */
export const sampleScreenshotUrl = (runId: string, stepId: string) => `/v1/workflows/runs/${runId}/steps/${stepId}/screenshot`;
const selectorError = '#results .row was not visible after 10 s';
// A run of browser nodes: each leaves a screenshot of its tab; the second did not find what it waited for.
const browser: ServerRun = {
  ...queued,
  waiting: null,
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

// Queued behind the user's other runs (D89): three running of three at once, second in line.
const queuedBehind: ServerRun = { ...queued, id: 'run-3', waiting: { reason: 'runs', position: 2, running: 3, limit: 3 } };
// Queued with a place free, for a process with a browser (D68).
const queuedForBrowser: ServerRun = { ...queued, id: 'run-4', workflowName: 'Search Results', waiting: { reason: 'browser', position: 1, running: 1, limit: 3 } };
// A bot node's sub-run (D89): its steps under the bot node's step; its End has the parent's node id.
const botStep = sampleStep('bot', 'Run Price Bot', 'bot', 'completed', { id: 'bot-1' });
const withBot: ServerRun = {
  ...completed,
  id: 'run-5',
  files: [],
  steps: [
    started,
    botStep,
    sampleStep('start', 'Start', 'start', 'completed', { id: 'sub-start', parentStepId: 'bot-1' }),
    sampleStep('lookup', 'Look up price', 'api', 'completed', { id: 'sub-lookup', parentStepId: 'bot-1' }),
    sampleStep('end', 'End', 'end', 'completed', { id: 'sub-end', parentStepId: 'bot-1' }),
    sampleStep('fetch', 'Fetch prices', 'api', 'completed'),
  ],
};
const interruptedBot: ServerRun = { ...withBot, id: 'run-6', status: 'failed', error: 'Run Price Bot: The bot\'s workflow failed', steps: [started, { ...botStep, status: 'failed' }, sampleStep('end', 'End', 'end', 'failed', { id: 'sub-end', parentStepId: 'bot-1' })] };

export const sampleRuns = { queued, queuedBehind, queuedForBrowser, running, completed, failed, cancelled, interrupted, browser, withBot, interruptedBot };
