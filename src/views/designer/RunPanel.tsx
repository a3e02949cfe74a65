import { useSelector } from '@xstate/react';
import { X } from 'lucide-react';
import { useCallback } from 'react';
import { selectRunPanel } from '../../machines/designer/run-panel.selectors';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { PlanLimitNotice } from '../plans/PlanLimitNotice';
import type { ServerRunActorRef } from './run-state-context';
import { RerunControls, type RerunActorRef } from './RerunControls';
import type { ExplainStepActorRef } from './ExplainStep';
import { RunFiles, type ServerRunFilesActorRef } from './RunFiles';
import { RunSteps } from './RunSteps';
import type { StepScreenshotsActorRef } from './StepScreenshot';
import * as styles from './RunPanel.css';

const noLabels: readonly string[] = [];

/**
 * The run panel (D44): a real run's status, its steps as they start and end, the files its scripts
 * wrote, Cancel while it is queued or running, Re-run once it has ended. Not modal: the canvas
 * stays usable. It draws `selectRunPanel`'s view model.
 */
export function RunPanel({
  actor,
  files,
  screenshots,
  unreachable = noLabels,
  rerun,
  explain,
}: {
  actor: ServerRunActorRef;
  files: ServerRunFilesActorRef;
  screenshots: StepScreenshotsActorRef;
  /** The labels of the nodes nothing connects to Start (D89): said before the Run starts, which it still does. */
  unreachable?: readonly string[];
  rerun?: RerunActorRef;
  /** Ask Flo why under a failed step (D94). */
  explain?: ExplainStepActorRef;
}) {
  const model = useSelector(actor, useCallback((snapshot) => selectRunPanel(snapshot, unreachable), [unreachable]));
  if (!model.isShown) return null;
  const { run, notices } = model;
  return (
    <section className={styles.panel} aria-labelledby="run-panel-title">
      <header className={styles.header}>
        <h3 id="run-panel-title" className={styles.title}>
          {model.title}
        </h3>
        {model.status ? (
          <span className={styles.badge} data-status={model.status.value} role="status" aria-label={`Run status: ${model.status.text}`}>
            {model.status.text}
          </span>
        ) : null}
        {model.cancel ? (
          <Button variant="secondary" size="sm" isPending={model.cancel === 'cancelling'} pendingLabel="Cancelling..." onPress={() => actor.send({ type: 'run.cancel' })}>
            Cancel
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" aria-label="Close run panel" onPress={() => actor.send({ type: 'run.close' })}>
          <X size={16} aria-hidden="true" />
        </Button>
      </header>
      <div className={styles.body}>
        {notices.waiting ? (
          <p className={styles.line} role="status">
            <Spinner />
            {notices.waiting}
          </p>
        ) : null}
        {notices.refusal !== null ? (
          <p className={styles.error} role="alert">
            {notices.refusal}
          </p>
        ) : null}
        {notices.limit ? <PlanLimitNotice detail={notices.limit} /> : null}
        {notices.error ? <p className={styles.error}>{notices.error}</p> : null}
        {notices.failuresHandled ? (
          <p className={styles.muted} data-testid="run-failures-handled">
            {notices.failuresHandled}
          </p>
        ) : null}
        {notices.unreachable ? (
          <p className={styles.muted} data-testid="run-unreachable">
            {notices.unreachable}
          </p>
        ) : null}
        {notices.queue ? (
          // Live: the run's stream sends it again as the user's other runs start and end (D89).
          <p className={styles.muted} data-testid="run-waiting">
            {notices.queue}
          </p>
        ) : null}
        {notices.runError ? (
          <p className={styles.error} role="alert">
            {notices.runError}
          </p>
        ) : null}
        {notices.filesFull ? <PlanLimitNotice detail={notices.filesFull} /> : null}
        {run ? (
          <>
            <RunSteps steps={model.steps} screenshots={screenshots} explain={explain ? { actor: explain, runId: run.id, stepIds: model.explainable } : undefined} />
            <RunFiles runId={run.id} files={model.files} actor={files} />
          </>
        ) : null}
        {rerun && run && model.rerun ? <RerunControls key={run.id} actor={rerun} run={run} /> : null}
        {notices.savedVersion ? <p className={styles.muted}>Runs the last saved version of the workflow.</p> : null}
      </div>
    </section>
  );
}
