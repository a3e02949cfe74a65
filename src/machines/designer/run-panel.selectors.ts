import type { SnapshotFrom } from 'xstate';
import { explainableStepIds } from '../../domain/assistant/explain-fix';
import { runWaitingLines, type RunFile, type ServerRun } from '../../domain/workflow/server-runs';
import { unreachableMessage } from '../../domain/workflow/visiting-order';
import { handledFailureTexts, isCompletedWithErrors } from '../../domain/workflow/handled-failures';
import type { serverRunMachine } from './server-run.machine';
import { selectRunFilesFull, selectRunPhase, stepTreeOf, type RunPanelPhase, type StepTree } from './server-run.selectors';

/*
 * The run panel's view model (zag-style: a pure function from the server run's snapshot to plain
 * props). Its own file rather than server-run.selectors.ts: the designer's first chunk reads those,
 * and this one (with the queue's and Flo's texts) belongs to the run panel's chunk, loaded on demand (D105).
 */

type ServerRunSnapshot = SnapshotFrom<typeof serverRunMachine>;

const statusText: Record<ServerRun['status'], string> = { queued: 'Queued', running: 'Running', completed: 'Completed', failed: 'Failed', cancelled: 'Cancelled' };

/** What the panel says while it has no run to show yet, or has lost the run's stream. */
const waitingText: Partial<Record<RunPanelPhase, string>> = {
  starting: 'Starting the run...',
  loading: 'Loading the run...',
  reconnecting: 'Connection lost: reconnecting...',
};

/** Where a re-run of a finished run may start (D87): from the start, or (a failed or cancelled run) from a node it reached. */
export interface RerunStarts {
  canStartFromNode: boolean;
  /** The node a failed or cancelled run stopped at: its last failed step's, else its last step's. */
  stoppedAt: string | null;
  /** The nodes the run reached, once each, in the order it reached them. */
  reachedNodes: Array<{ value: string; label: string }>;
}

export function rerunStartsOf(run: ServerRun): RerunStarts {
  const seen = new Set<string>();
  const reachedNodes = run.steps.flatMap((step) => {
    if (seen.has(step.nodeId)) return [];
    seen.add(step.nodeId);
    return [{ value: step.nodeId, label: step.label }];
  });
  return {
    canStartFromNode: run.status === 'failed' || run.status === 'cancelled',
    // A failure the run went on past (D128) is not where it stopped.
    stoppedAt: [...run.steps].reverse().find((step) => step.status === 'failed' && !step.handled)?.nodeId ?? run.steps.at(-1)?.nodeId ?? null,
    reachedNodes,
  };
}

export interface RunPanelModel {
  /** The panel shows from the press of Run (or a run opened from History) until it is closed. */
  isShown: boolean;
  title: string;
  run: ServerRun | null;
  status: { value: ServerRun['status']; text: string } | null;
  /** What can be done: cancel (a queued or running run; pending while the cancel is on its way)... */
  cancel: 'available' | 'cancelling' | null;
  /** ...re-run a finished run, from a node where it stopped... */
  rerun: RerunStarts | null;
  /** ...and download the files its scripts wrote (D67). */
  files: RunFile[];
  notices: {
    /** A status line with a spinner: starting, loading, reconnecting. */
    waiting: string | null;
    /** The server refused to start the run (an alert). */
    refusal: string | null;
    /** A plan's limit refused the start: the notice with the way to the plans (D85). */
    limit: string | null;
    /** Any other error of the panel's (a run not found, a cancel refused). */
    error: string | null;
    /** A run completed with errors (D128): how many node failures it went on past. */
    failuresHandled: string | null;
    /** The nodes nothing connects to Start (D89), said before the Run starts, which it still does. */
    unreachable: string | null;
    /** Why a queued run waits and its place, live from its stream (D89). */
    queue: string | null;
    /** Why the run failed (an alert); a refused file write says it in the files-full notice instead. */
    runError: string | null;
    /** A step refused a file write by the plan's run files kept: that text, with the way to the plans. */
    filesFull: string | null;
    /** A run runs the last saved version of the workflow. */
    savedVersion: boolean;
  };
  /** The run's steps, a bot node's sub-run under its step (D89). */
  steps: StepTree[];
  /** The steps Ask Flo why sits on: a node's last failed step of the run's own workflow (D94). */
  explainable: ReadonlySet<string>;
}

const none: ReadonlySet<string> = new Set();

/** The run panel's view model; `unreachable` are the labels of the editor's nodes nothing connects to Start. */
export function selectRunPanel(snapshot: ServerRunSnapshot, unreachable: readonly string[] = []): RunPanelModel {
  const phase = selectRunPhase(snapshot);
  const { run, errorMessage } = snapshot.context;
  const filesFull = selectRunFilesFull(snapshot);
  const isRefusal = phase === 'refused' || phase === 'limitReached';
  const isFinished = phase === 'completed' || phase === 'failed' || phase === 'cancelled';
  return {
    isShown: phase !== 'idle',
    title: run ? `Run: ${run.workflowName}` : 'Run',
    run,
    status: run ? { value: run.status, text: isCompletedWithErrors(run) ? handledFailureTexts.completedWithErrors : statusText[run.status] } : null,
    cancel: phase === 'cancelling' ? 'cancelling' : phase === 'queued' || phase === 'running' ? 'available' : null,
    rerun: run && isFinished ? rerunStartsOf(run) : null,
    files: run?.files ?? [],
    notices: {
      waiting: waitingText[phase] ?? null,
      refusal: phase === 'refused' ? (errorMessage ?? '') : null,
      limit: phase === 'limitReached' ? errorMessage : null,
      error: isRefusal ? null : errorMessage,
      failuresHandled: run && isCompletedWithErrors(run) ? handledFailureTexts.count(run.failuresHandled!) : null,
      unreachable: unreachable.length > 0 && phase !== 'loading' && !isRefusal ? unreachableMessage(unreachable) : null,
      queue: run?.status === 'queued' && run.waiting ? runWaitingLines(run.waiting).join('. ') : null,
      runError: run?.error && run.status !== 'cancelled' && !(filesFull && run.error.includes(filesFull)) ? run.error : null,
      filesFull,
      savedVersion: run !== null,
    },
    steps: run ? stepTreeOf(run.steps) : [],
    explainable: run ? explainableStepIds(run.steps) : none,
  };
}
