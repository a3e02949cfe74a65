import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { RerunPreview } from '../../domain/workflow/rerun';
import type { ServerRun } from '../../domain/workflow/server-runs';
import { rerunMachine, type RerunAsk } from '../../machines/designer/rerun.machine';
import { serverRunFilesMachine } from '../../machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../machines/designer/server-run.machine';
import { stepScreenshotsMachine } from '../../machines/designer/step-screenshots.machine';
import { RunPanel } from './RunPanel';
import { sampleRuns, sampleStep } from './run-fixtures';

/** Re-run and Re-run from here (D87) under a finished run, in the run panel, in each state of the rerun machine. */
export default { title: 'Designer/Run panel/Re-run' };

const { failed, completed } = sampleRuns;
const never = () => new Promise<never>(() => {});
const preview: RerunPreview = { reusedNodes: [{ id: 'start', label: 'Start' }], actingNodes: [{ id: 'fetch', label: 'Fetch prices' }, { id: 'mail', label: 'Email the team' }] };
const changed = 'The latest saved workflow cannot re-run this run from here: Fetch prices (fetch) was removed since this run';

/** A re-run from Fetch prices that completed: the Start step carried over, marked reused. */
const rerunDone: ServerRun = {
  ...completed,
  id: 'run-3',
  rerunOf: failed.id,
  steps: [{ ...failed.steps[0]!, id: 'start-copy', reused: true }, sampleStep('fetch', 'Fetch prices', 'api', 'completed'), sampleStep('end', 'End', 'end', 'completed')],
};

interface Scenario {
  run: ServerRun;
  /** Pressed once the run is shown: Re-run (null) or Re-run from here (a node). */
  open?: { fromNodeId: string | null };
  preview?: () => Promise<RerunPreview>;
  start?: () => Promise<ServerRun>;
  /** Start re-run is pressed once the preview is shown. */
  confirm?: boolean;
}

function Rerun({ run, open, preview: previewAnswer = never, start = never, confirm = false }: Scenario) {
  const actor = useActorRef(
    serverRunMachine.provide({
      actors: { loadRun: fromPromise(async () => run), followRun: fromCallback<AnyEventObject, { runId: string }>(() => () => {}) },
    }),
  );
  const rerun = useActorRef(rerunMachine.provide({ actors: { previewRerun: fromPromise<RerunPreview, RerunAsk>(previewAnswer), startRerun: fromPromise<ServerRun, RerunAsk>(start) } }));
  const files = useActorRef(serverRunFilesMachine);
  const screenshots = useActorRef(stepScreenshotsMachine);
  useEffect(() => {
    actor.send({ type: 'run.open', runId: run.id });
    if (open) rerun.send({ type: 'rerun.open', runId: run.id, fromNodeId: open.fromNodeId });
    const subscription = rerun.subscribe((snapshot) => {
      if (confirm && snapshot.matches('ready')) {
        subscription.unsubscribe();
        rerun.send({ type: 'rerun.confirm' });
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, rerun, run, open, confirm]);
  return (
    <div style={{ position: 'relative', height: 720, background: '#f8fafc', border: '1px solid #e2e8f0' }}>
      <RunPanel actor={actor} files={files} screenshots={screenshots} rerun={rerun} />
    </div>
  );
}

const answer = <T,>(value: T) => async () => value;
const from = { fromNodeId: 'fetch' };

/** A failed run offers Re-run and Re-run from here. */
export const Offered: Story = () => <Rerun run={failed} />;
/** A completed run offers Re-run only. */
export const OfferedCompleted: Story = () => <Rerun run={completed} />;
export const Previewing: Story = () => <Rerun run={failed} open={from} />;
/** What is reused, and the nodes that will act on the outside world again. */
export const Ready: Story = () => <Rerun run={failed} open={from} preview={answer(preview)} />;
export const ReadyNothingActsAgain: Story = () => <Rerun run={failed} open={from} preview={answer({ reusedNodes: preview.reusedNodes, actingNodes: [] })} />;
/** The latest version lost a node the re-run needs: the server's detail names it. */
export const RefusedLatestChanged: Story = () => <Rerun run={failed} open={from} preview={() => Promise.reject(new Error(changed))} />;
export const Starting: Story = () => <Rerun run={failed} open={from} preview={answer(preview)} confirm />;
export const StartFailed: Story = () => <Rerun run={failed} open={from} preview={answer(preview)} start={() => Promise.reject(new Error('Your plan allows 100 runs a day'))} confirm />;
/** The re-run's own panel: the carried-over step marked reused. */
export const ReusedSteps: Story = () => <Rerun run={rerunDone} />;
