import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { RunStep } from '../../domain/workflow/server-runs';
import type { stepScreenshotsMachine } from '../../machines/designer/step-screenshots.machine';
import { selectIsOpened, selectStepScreenshot } from '../../machines/designer/step-screenshots.selectors';
import { BareButton, Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import * as styles from './RunPanel.css';

export type StepScreenshotsActorRef = ActorRefFrom<typeof stepScreenshotsMachine>;

/** What a screenshot's alt text says the step had done when it was taken. */
const endedText = (status: RunStep['status']) => (status === 'failed' ? 'failed' : 'completed');

/**
 * A browser step's screenshot (D68), asked for when its step is opened: a thumbnail that opens it
 * large in a dialog, a spinner while it comes, or why it could not.
 */
export function StepScreenshotView({ step, url, screenshots }: { step: RunStep; url: string; screenshots: StepScreenshotsActorRef }) {
  const shot = useSelector(screenshots, (snapshot) => selectStepScreenshot(snapshot, step.id));
  const isOpened = useSelector(screenshots, (snapshot) => selectIsOpened(snapshot, step.id));
  useEffect(() => screenshots.send({ type: 'screenshot.show', stepId: step.id, url }), [screenshots, step.id, url]);
  const alt = `Screenshot of ${step.label} after it ${endedText(step.status)}`;
  const close = () => screenshots.send({ type: 'screenshot.close' });
  return (
    <div className={styles.screenshot}>
      <h4 className={styles.heading}>Screenshot</h4>
      {shot?.status === 'loaded' ? (
        <BareButton className={styles.thumbnail} aria-label={`Open the screenshot of ${step.label}`} onPress={() => screenshots.send({ type: 'screenshot.open', stepId: step.id })}>
          <img className={styles.thumbnailImage} src={shot.objectUrl} alt={alt} />
        </BareButton>
      ) : null}
      {shot?.status === 'loading' ? (
        <p className={styles.line} role="status">
          <Spinner />
          Loading the screenshot...
        </p>
      ) : null}
      {shot?.status === 'failed' ? (
        <p className={styles.error} role="status">
          {shot.message}
        </p>
      ) : null}
      <Dialog size="lg" isOpen={isOpened} onOpenChange={(isOpen) => !isOpen && close()}>
        <DialogHeader title={`${step.label}: screenshot`} />
        {shot?.status === 'loaded' ? <img className={styles.largeImage} src={shot.objectUrl} alt={alt} /> : null}
        <DialogActions>
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
