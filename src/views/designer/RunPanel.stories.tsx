import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import type { ServerRun } from '../../domain/workflow/server-runs';
import { serverRunFilesMachine, type RunFileDownload, type RunFileRequest } from '../../machines/designer/server-run-files.machine';
import { serverRunMachine } from '../../machines/designer/server-run.machine';
import { RunButton } from './RunButton';
import { RunPanel } from './RunPanel';
import { sampleRuns } from './run-fixtures';

const { queued, running, completed, failed, cancelled, interrupted } = sampleRuns;

export default { title: 'Designer/Run panel' };

const never = () => new Promise<never>(() => {});

interface Scenario {
  /** What Run answers; omitted: the run is opened from History instead. */
  start?: () => Promise<ServerRun>;
  load?: () => Promise<ServerRun>;
  /** The stream breaks off at once. */
  lose?: boolean;
  /** Cancel is pressed once the run is running, and its answer never comes. */
  cancel?: boolean;
  /** The first file's download is asked for once the run is shown, and never arrives. */
  download?: boolean;
}

/** The panel over a stand-in canvas, driven into its state by a scripted server. */
function Run({ start, load, lose = false, cancel = false, download = false }: Scenario) {
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
  const files = useActorRef(serverRunFilesMachine.provide({ actors: { fetchRunFile: fromPromise<RunFileDownload, RunFileRequest>(never) } }));
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const shown = snapshot.context.run;
      if (download && shown && shown.files.length > 0 && files.getSnapshot().matches('idle')) files.send({ type: 'file.download', runId: shown.id, name: shown.files[0]!.name });
      if (cancel && snapshot.matches({ live: 'running' })) {
        subscription.unsubscribe();
        actor.send({ type: 'run.cancel' });
      }
    });
    if (start) actor.send({ type: 'run.start', sequenceId: 'seq-1' });
    else actor.send({ type: 'run.open', runId: 'run-1' });
    return () => subscription.unsubscribe();
  }, [actor, files, start, cancel, download]);
  return (
    <div style={{ position: 'relative', height: 640, background: '#f8fafc', border: '1px solid #e2e8f0' }}>
      <div style={{ position: 'absolute', bottom: 16, left: 16 }}>
        <RunButton actor={actor} sequenceId="seq-1" />
      </div>
      <RunPanel actor={actor} files={files} />
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
/** With the files its scripts wrote (D67), each with a download link. */
export const Completed: Story = () => <Run load={answer(completed)} />;
export const DownloadingFile: Story = () => <Run load={answer(completed)} download />;
export const FailedAfterRetries: Story = () => <Run load={answer(failed)} />;
export const Cancelled: Story = () => <Run load={answer(cancelled)} />;
export const Interrupted: Story = () => <Run load={answer(interrupted)} />;
export const NotFound: Story = () => <Run load={() => Promise.reject(new Error('Run not found'))} />;
