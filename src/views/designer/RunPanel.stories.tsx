import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { RunStep, ServerRun } from '../../domain/workflow/server-runs';
import { serverRunMachine } from '../../machines/designer/server-run.machine';
import { RunButton } from './RunButton';
import { RunPanel } from './RunPanel';

export default { title: 'Designer/Run panel' };

const never = () => new Promise<never>(() => {});

const step = (nodeId: string, label: string, nodeType: string, status: RunStep['status'], extra: Partial<RunStep> = {}): RunStep => ({
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
  error: null,
  output: null,
  steps: [],
};
const started = step('start', 'Start', 'start', 'completed', { output: { city: 'Oslo' } });
const running: ServerRun = { ...queued, status: 'running', steps: [started, step('fetch', 'Fetch prices', 'api', 'running')] };
const completed: ServerRun = {
  ...queued,
  status: 'completed',
  endTime: '2026-11-25T08:00:01.200Z',
  nodesExecuted: 3,
  steps: [started, step('fetch', 'Fetch prices', 'api', 'completed', { logs: ['GET https://prices.example/today', 'Answered 200'] }), step('end', 'End', 'end', 'completed')],
};
const fetchFailed = (attempt: number) => step('fetch', 'Fetch prices', 'api', 'failed', { attempt, id: `fetch-${attempt}`, error: 'HTTP 500 from https://prices.example/today', logs: ['GET https://prices.example/today', 'Answered 500'] });
const failed: ServerRun = { ...queued, status: 'failed', endTime: '2026-11-25T08:00:07.000Z', error: 'Fetch prices: HTTP 500 from https://prices.example/today', steps: [started, fetchFailed(1), fetchFailed(2), fetchFailed(3)] };
const cancelled: ServerRun = { ...queued, status: 'cancelled', endTime: '2026-11-25T08:00:03.000Z', error: 'The run was cancelled', steps: [started, step('wait', 'Wait an hour', 'timer', 'failed', { error: 'The run was cancelled' })] };
const interrupted: ServerRun = { ...failed, error: 'interrupted: the server stopped while the run was under way', steps: [started, step('fetch', 'Fetch prices', 'api', 'failed', { error: 'interrupted: the server stopped while the run was under way' })] };

interface Scenario {
  /** What Run answers; omitted: the run is opened from History instead. */
  start?: () => Promise<ServerRun>;
  load?: () => Promise<ServerRun>;
  /** The stream breaks off at once. */
  lose?: boolean;
  /** Cancel is pressed once the run is running, and its answer never comes. */
  cancel?: boolean;
}

/** The panel over a stand-in canvas, driven into its state by a scripted server. */
function Run({ start, load, lose = false, cancel = false }: Scenario) {
  const actor = useActorRef(
    serverRunMachine.provide({
      actors: {
        startRun: fromPromise(() => (start ?? never)()),
        loadRun: fromPromise(() => (load ?? never)()),
        cancelRun: fromPromise<ServerRun, { runId: string }>(never),
        followRun: fromCallback<AnyEventObject, { runId: string }>(({ sendBack }) => {
          if (lose) sendBack({ type: 'run.lost' });
          return () => {};
        }),
      },
      delays: { reconnectPause: 3_600_000 },
    }),
  );
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (cancel && snapshot.matches({ live: 'running' })) {
        subscription.unsubscribe();
        actor.send({ type: 'run.cancel' });
      }
    });
    if (start) actor.send({ type: 'run.start', sequenceId: 'seq-1' });
    else actor.send({ type: 'run.open', runId: 'run-1' });
    return () => subscription.unsubscribe();
  }, [actor, start, cancel]);
  return (
    <div style={{ position: 'relative', height: 640, background: '#f8fafc', border: '1px solid #e2e8f0' }}>
      <div style={{ position: 'absolute', bottom: 16, left: 16 }}>
        <RunButton actor={actor} sequenceId="seq-1" />
      </div>
      <RunPanel actor={actor} />
    </div>
  );
}

const answer = (run: ServerRun) => async () => run;

export const Starting: Story = () => <Run start={never} />;
export const RefusedNeedsBrowser: Story = () => (
  <Run start={() => Promise.reject(new Error('These nodes need a browser worker, which Botflow does not include yet: Click Submit'))} />
);
export const Queued: Story = () => <Run start={answer(queued)} />;
export const Loading: Story = () => <Run load={never} />;
export const Running: Story = () => <Run load={answer(running)} />;
export const Cancelling: Story = () => <Run load={answer(running)} cancel />;
export const Reconnecting: Story = () => <Run load={answer(running)} lose />;
export const Completed: Story = () => <Run load={answer(completed)} />;
export const FailedAfterRetries: Story = () => <Run load={answer(failed)} />;
export const Cancelled: Story = () => <Run load={answer(cancelled)} />;
export const Interrupted: Story = () => <Run load={answer(interrupted)} />;
export const NotFound: Story = () => <Run load={() => Promise.reject(new Error('Run not found'))} />;
