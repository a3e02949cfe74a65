import { useState } from 'react';
import { emailMessageOf } from '../../domain/workflow/email-step';
import type { RunStep } from '../../domain/workflow/server-runs';
import type { StepTree } from '../../machines/designer/server-run.selectors';
import { handledFailureTexts } from '../../domain/workflow/handled-failures';
import { Spinner } from '../ui/Spinner';
import { EmailStepMessage } from './EmailStepMessage';
import { ExplainStep, type ExplainStepActorRef } from './ExplainStep';
import * as styles from './RunPanel.css';
import { StepScreenshotView, type StepScreenshotsActorRef } from './StepScreenshot';

const stepStatusText: Record<RunStep['status'], string> = { running: 'Running', completed: 'Completed', failed: 'Failed', skipped: 'Skipped', cancelled: 'Cancelled' };

function duration(from: string, to: string | null): string | null {
  if (!to) return null;
  const ms = Math.max(0, Date.parse(to) - Date.parse(from));
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/** Ask Flo why (D94) under a failed step: the panel's explain actor, the run's id and the steps it sits on. */
export type StepExplain = { actor: ExplainStepActorRef; runId: string; stepIds: ReadonlySet<string> };

function StepItem({ tree: { step, children }, screenshots, explain }: { tree: StepTree; screenshots: StepScreenshotsActorRef; explain?: StepExplain | undefined }) {
  const took = duration(step.startedAt, step.finishedAt);
  const email = emailMessageOf(step);
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
              {step.handled ? handledFailureTexts.step[step.handled] : stepStatusText[step.status]}
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
            {email ? <EmailStepMessage message={email} /> : null}
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

/**
 * A run's steps as they start and end (D44): each opens to its logs, input and output, a browser
 * step to its screenshot (D68) and an Email step to its message (D152); a bot node's sub-run nests
 * under its step (D89).
 */
export function RunSteps({ steps, screenshots, explain }: { steps: readonly StepTree[]; screenshots: StepScreenshotsActorRef; explain?: StepExplain | undefined }) {
  if (steps.length === 0) return null;
  return (
    <ol className={styles.steps} aria-label="Steps">
      {steps.map((tree) => (
        <StepItem key={tree.step.id} tree={tree} screenshots={screenshots} explain={explain} />
      ))}
    </ol>
  );
}
