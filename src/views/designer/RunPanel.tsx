import { useSelector } from '@xstate/react';
import { Download, FileText, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { runWaitingLines, type RunStep, type ServerRun } from '../../domain/workflow/server-runs';
import { unreachableMessage } from '../../domain/workflow/visiting-order';
import type { serverRunFilesMachine } from '../../machines/designer/server-run-files.machine';
import { selectDownloadingFile } from '../../machines/designer/server-run-files.selectors';
import { selectRun, selectRunError, selectRunFilesFull, selectRunPhase, stepTreeOf, type RunPanelPhase, type StepTree } from '../../machines/designer/server-run.selectors';
import type { stepScreenshotsMachine } from '../../machines/designer/step-screenshots.machine';
import { selectIsOpened, selectStepScreenshot } from '../../machines/designer/step-screenshots.selectors';
import { BareButton, Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { PlanLimitNotice } from '../plans/PlanLimitNotice';
import type { ServerRunActorRef } from './run-state-context';
import { RerunControls, type RerunActorRef } from './RerunControls';
import { explainableStepIds } from '../../domain/assistant/explain-fix';
import { ExplainStep, type ExplainStepActorRef } from './ExplainStep';
import * as styles from './RunPanel.css';
import { fileSizeText } from '../ui/file-size';

export type ServerRunFilesActorRef = ActorRefFrom<typeof serverRunFilesMachine>;
export type StepScreenshotsActorRef = ActorRefFrom<typeof stepScreenshotsMachine>;

const statusText: Record<ServerRun['status'], string> = { queued: 'Queued', running: 'Running', completed: 'Completed', failed: 'Failed', cancelled: 'Cancelled' };
const stepStatusText: Record<RunStep['status'], string> = { running: 'Running', completed: 'Completed', failed: 'Failed', skipped: 'Skipped', cancelled: 'Cancelled' };

/** What the panel says while it has no run to show yet, or has lost the run's stream. */
const waitingText: Partial<Record<RunPanelPhase, string>> = {
  starting: 'Starting the run...',
  loading: 'Loading the run...',
  reconnecting: 'Connection lost: reconnecting...',
};

function duration(from: string, to: string | null): string | null {
  if (!to) return null;
  const ms = Math.max(0, Date.parse(to) - Date.parse(from));
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/** What a screenshot's alt text says the step had done when it was taken. */
const endedText = (status: RunStep['status']) => (status === 'failed' ? 'failed' : 'completed');

/**
 * A browser step's screenshot (D68), asked for when its step is opened: a thumbnail that opens it
 * large in a dialog, a spinner while it comes, or why it could not.
 */
function StepScreenshotView({ step, url, screenshots }: { step: RunStep; url: string; screenshots: StepScreenshotsActorRef }) {
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

/** Ask Flo why (issue 32) under a failed step: the run's id and the panel's explain actor. */
type StepExplain = { actor: ExplainStepActorRef; runId: string; stepIds: ReadonlySet<string> };

function StepItem({ tree: { step, children }, screenshots, explain }: { tree: StepTree; screenshots: StepScreenshotsActorRef; explain?: StepExplain }) {
  const took = duration(step.startedAt, step.finishedAt);
  // A closed step's screenshot is not fetched: it is asked for once the step is open.
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <li className={styles.step} data-testid="run-step" data-status={step.status}>
        <details onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className={styles.stepSummary}>
            <span className={styles.stepLabel}>{step.label}</span>
            <span className={styles.muted}>
              {step.nodeType}
              {step.attempt > 1 ? `, attempt ${step.attempt}` : ''}
              {took ? `, ${took}` : ''}
            </span>
            <span className={styles.badge} data-status={step.status === 'skipped' ? 'completed' : step.status}>
              {step.status === 'running' ? <Spinner /> : null}
              {stepStatusText[step.status]}
            </span>
            {step.reused ? (
              <span className={styles.badge} data-testid="step-reused">
                reused
              </span>
            ) : null}
          </summary>
          <div className={styles.stepBody}>
            {step.error ? <p className={styles.error}>{step.error}</p> : null}
            {isOpen && step.screenshotUrl ? <StepScreenshotView step={step} url={step.screenshotUrl} screenshots={screenshots} /> : null}
            {/* Each block scrolls past 12rem: focusable, so a keyboard can scroll it (axe scrollable-region-focusable). */}
            <h4 className={styles.heading}>Logs</h4>
            <pre className={styles.code} tabIndex={0}>{step.logs.length > 0 ? step.logs.join('\n') : 'No log lines'}</pre>
            <h4 className={styles.heading}>Input</h4>
            <pre className={styles.code} tabIndex={0}>{json(step.input)}</pre>
            <h4 className={styles.heading}>Output</h4>
            <pre className={styles.code} tabIndex={0}>{step.status === 'running' ? 'Not yet' : json(step.output)}</pre>
          </div>
        </details>
        {explain?.stepIds.has(step.id) ? <ExplainStep actor={explain.actor} runId={explain.runId} step={step} /> : null}
      </li>
      {/* A bot node's sub-run, right under its step: an item of its own, so the step's item holds only the step. */}
      {children.length > 0 ? (
        <li className={styles.subStepsItem}>
          <ol className={styles.subSteps} aria-label={`Steps of ${step.label}`}>
            {children.map((child) => (
              <StepItem key={child.step.id} tree={child} screenshots={screenshots} />
            ))}
          </ol>
        </li>
      ) : null}
    </>
  );
}

/** The run's working folder (D67): each file its scripts wrote, downloaded through the API with the user's token. */
function RunFiles({ run, files }: { run: ServerRun; files: ServerRunFilesActorRef }) {
  const downloading = useSelector(files, selectDownloadingFile);
  if (run.files.length === 0) return null;
  return (
    <section className={styles.filesSection} aria-labelledby="run-files-title">
      <h4 id="run-files-title" className={styles.heading}>
        Files
      </h4>
      <ul className={styles.files}>
        {run.files.map((file) => (
          <li key={file.name} className={styles.file}>
            <FileText size={16} aria-hidden="true" className={styles.fileIcon} />
            <span className={styles.fileName} title={file.name}>
              {file.name}
            </span>
            <span className={styles.muted}>{fileSizeText(file.size)}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Download ${file.name}`}
              isPending={downloading === file.name}
              pendingLabel="Downloading..."
              isDisabled={downloading !== null}
              onPress={() => files.send({ type: 'file.download', runId: run.id, name: file.name })}
            >
              <Download size={16} aria-hidden="true" />
              Download
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The run panel (D44): a real run's status, its steps as they start and end (each opens to its logs,
 * input and output, and a browser step to its screenshot), the files its scripts wrote, Cancel while it is queued or running.
 * Not modal: the canvas stays usable.
 */
export function RunPanel({
  actor,
  files,
  screenshots,
  unreachable = [],
  rerun,
  explain,
}: {
  actor: ServerRunActorRef;
  files: ServerRunFilesActorRef;
  screenshots: StepScreenshotsActorRef;
  /** The labels of the nodes nothing connects to Start (issue 31): said before the Run starts, which it still does. */
  unreachable?: readonly string[];
  rerun?: RerunActorRef;
  /** Ask Flo why under a failed step (issue 32). */
  explain?: ExplainStepActorRef;
}) {
  const phase = useSelector(actor, selectRunPhase);
  const run = useSelector(actor, selectRun);
  const errorMessage = useSelector(actor, selectRunError);
  const filesFull = useSelector(actor, selectRunFilesFull);
  if (phase === 'idle') return null;
  const canCancel = phase === 'queued' || phase === 'running' || phase === 'cancelling';
  const waiting = waitingText[phase];
  return (
    <section className={styles.panel} aria-labelledby="run-panel-title">
      <header className={styles.header}>
        <h3 id="run-panel-title" className={styles.title}>
          {run ? `Run: ${run.workflowName}` : 'Run'}
        </h3>
        {run ? (
          <span className={styles.badge} data-status={run.status} role="status" aria-label={`Run status: ${statusText[run.status]}`}>
            {statusText[run.status]}
          </span>
        ) : null}
        {canCancel ? (
          <Button variant="secondary" size="sm" isPending={phase === 'cancelling'} pendingLabel="Cancelling..." onPress={() => actor.send({ type: 'run.cancel' })}>
            Cancel
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" aria-label="Close run panel" onPress={() => actor.send({ type: 'run.close' })}>
          <X size={16} aria-hidden="true" />
        </Button>
      </header>
      <div className={styles.body}>
        {waiting ? (
          <p className={styles.line} role="status">
            <Spinner />
            {waiting}
          </p>
        ) : null}
        {phase === 'refused' ? (
          <p className={styles.error} role="alert">
            {errorMessage}
          </p>
        ) : null}
        {phase === 'limitReached' && errorMessage ? <PlanLimitNotice detail={errorMessage} /> : null}
        {phase !== 'refused' && phase !== 'limitReached' && errorMessage ? <p className={styles.error}>{errorMessage}</p> : null}
        {unreachable.length > 0 && phase !== 'loading' && phase !== 'refused' && phase !== 'limitReached' ? (
          <p className={styles.muted} data-testid="run-unreachable">
            {unreachableMessage(unreachable)}
          </p>
        ) : null}
        {run?.status === 'queued' && run.waiting ? (
          // Live: the run's stream sends it again as the user's other runs start and end (issue 31).
          <p className={styles.muted} data-testid="run-waiting">
            {runWaitingLines(run.waiting).join('. ')}
          </p>
        ) : null}
        {run?.error && run.status !== 'cancelled' && !(filesFull && run.error.includes(filesFull)) ? (
          <p className={styles.error} role="alert">
            {run.error}
          </p>
        ) : null}
        {filesFull ? <PlanLimitNotice detail={filesFull} /> : null}
        {run && run.steps.length > 0 ? (
          <ol className={styles.steps} aria-label="Steps">
            {stepTreeOf(run.steps).map((tree) => (
              <StepItem key={tree.step.id} tree={tree} screenshots={screenshots} explain={explain && run ? { actor: explain, runId: run.id, stepIds: explainableStepIds(run.steps) } : undefined} />
            ))}
          </ol>
        ) : null}
        {run ? <RunFiles run={run} files={files} /> : null}
        {rerun && run && (phase === 'completed' || phase === 'failed' || phase === 'cancelled') ? <RerunControls key={run.id} actor={rerun} run={run} /> : null}
        {run ? <p className={styles.muted}>Runs the last saved version of the workflow.</p> : null}
      </div>
    </section>
  );
}
