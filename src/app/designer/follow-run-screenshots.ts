import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { serverRunMachine } from '../../machines/designer/server-run.machine';
import { selectRunIsShown } from '../../machines/designer/server-run.selectors';
import type { stepScreenshotsMachine } from '../../machines/designer/step-screenshots.machine';

const shownRunId = (snapshot: SnapshotFrom<typeof serverRunMachine>) => (selectRunIsShown(snapshot) ? snapshot.context.run!.id : null);

/**
 * A run's screenshots (D68) belong to the run the panel shows: once it shows another run, or none,
 * their object URLs are let go. Returns the unsubscribe.
 */
export function followRunScreenshots(serverRun: ActorRefFrom<typeof serverRunMachine>, screenshots: ActorRefFrom<typeof stepScreenshotsMachine>): () => void {
  let shown = shownRunId(serverRun.getSnapshot());
  const subscription = serverRun.subscribe((snapshot) => {
    const runId = shownRunId(snapshot);
    if (runId === shown) return;
    if (shown !== null) screenshots.send({ type: 'screenshots.clear' });
    shown = runId;
  });
  return () => subscription.unsubscribe();
}
