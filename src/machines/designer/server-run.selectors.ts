import type { SnapshotFrom } from 'xstate';
import { limitTitles } from '../../domain/plans/limits';
import type { RunStep } from '../../domain/workflow/server-runs';
import type { NodeRunState } from './simulation.selectors';
import type { serverRunMachine } from './server-run.machine';

type ServerRunSnapshot = SnapshotFrom<typeof serverRunMachine>;

export type RunPanelPhase = 'idle' | 'starting' | 'loading' | 'refused' | 'limitReached' | 'queued' | 'running' | 'cancelling' | 'reconnecting' | 'completed' | 'failed' | 'cancelled';

export function selectRunPhase(snapshot: ServerRunSnapshot): RunPanelPhase {
  if (snapshot.matches({ live: 'queued' })) return 'queued';
  if (snapshot.matches({ live: 'cancelling' })) return 'cancelling';
  if (snapshot.matches('live')) return 'running';
  return snapshot.value as Exclude<RunPanelPhase, 'queued' | 'running' | 'cancelling'>;
}

export const selectRun = (snapshot: ServerRunSnapshot) => snapshot.context.run;
export const selectRunError = (snapshot: ServerRunSnapshot) => snapshot.context.errorMessage;

/** The Run button is busy from the press until the run has ended (or was refused). */
export const selectRunIsBusy = (snapshot: ServerRunSnapshot) => snapshot.matches('starting') || snapshot.matches('live') || snapshot.matches('reconnecting');

/** Whether the canvas shows this run's node states rather than the simulation's. */
export const selectRunIsShown = (snapshot: ServerRunSnapshot) => snapshot.context.run !== null && !snapshot.matches('idle');

/** A step a cancel interrupted neither completed nor failed: its node is painted as not run (D89). */
const nodeStateOfStep: Record<RunStep['status'], NodeRunState> = { running: 'active', completed: 'completed', skipped: 'completed', failed: 'failed', cancelled: 'idle' };

/**
 * A node's state in the run: its latest step's (a retry under way is active again), idle before it
 * ran. Only the run's own steps paint the canvas: a bot node's sub-run runs another workflow, whose
 * node ids may be the same as this one's (D89).
 */
export function selectServerNodeRunState(snapshot: ServerRunSnapshot, nodeId: string): NodeRunState {
  const steps = snapshot.context.run?.steps ?? [];
  for (let index = steps.length - 1; index >= 0; index -= 1) {
    const step = steps[index]!;
    if (step.parentStepId === null && step.nodeId === nodeId) return nodeStateOfStep[step.status];
  }
  return 'idle';
}

/** A run's steps as the panel nests them: the run's own, each with the steps of its bot node's sub-run under it (D89). */
export interface StepTree {
  step: RunStep;
  children: StepTree[];
}

export function stepTreeOf(steps: readonly RunStep[]): StepTree[] {
  const ids = new Set(steps.map((step) => step.id));
  const childrenOf = new Map<string, RunStep[]>();
  for (const step of steps) {
    // A step whose parent is not there (it was cut off) is shown at the top rather than lost.
    const parent = step.parentStepId !== null && ids.has(step.parentStepId) ? step.parentStepId : '';
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), step]);
  }
  const grow = (step: RunStep): StepTree => ({ step, children: (childrenOf.get(step.id) ?? []).map(grow) });
  return (childrenOf.get('') ?? []).map(grow);
}


/**
 * A run whose step was refused a file write by the plan's run files kept (D85): that text, which
 * the panel shows with the way to the plans; null otherwise.
 */
export function selectRunFilesFull(snapshot: ServerRunSnapshot): string | null {
  const run = snapshot.context.run;
  if (!run) return null;
  const full = `${limitTitles.run_files_bytes}.`;
  const text = [run.error, ...run.steps.map((step) => step.error)].find((each) => each?.includes(full));
  return text ? text.slice(text.indexOf(full)) : null;
}
