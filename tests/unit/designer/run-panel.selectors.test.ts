import { describe, expect, it } from 'vitest';
import type { ServerRun } from '../../../src/domain/workflow/server-runs';
import { limitMessages } from '../../../src/domain/plans/limits';
import { rerunStartsOf, selectRunPanel } from '../../../src/machines/designer/run-panel.selectors';
import { serverRunMachine } from '../../../src/machines/designer/server-run.machine';
import { sampleRuns, sampleStep } from '../../../src/views/designer/run-fixtures';

const { queuedBehind, running, completed, failed, cancelled, withBot } = sampleRuns;

/** The server run machine in a state, with the run it shows and its error. */
const snapshotIn = (value: Parameters<typeof serverRunMachine.resolveState>[0]['value'], run: ServerRun | null = null, errorMessage: string | null = null) =>
  serverRunMachine.resolveState({ value, context: { run, errorMessage } });

const unreachable = ['Archive'];

describe('selectRunPanel: the run panel as plain props', () => {
  it('shows nothing without a run to show', () => {
    expect(selectRunPanel(snapshotIn('idle'), unreachable).isShown).toBe(false);
  });

  it('says the run is starting, and which nodes will not run before it starts', () => {
    const model = selectRunPanel(snapshotIn('starting'), unreachable);
    expect(model).toMatchObject({ isShown: true, title: 'Run', status: null, cancel: null, rerun: null, files: [] });
    expect(model.notices).toMatchObject({ waiting: 'Starting the run...', unreachable: 'This node will not run: nothing connects it to Start: Archive', savedVersion: false });
  });

  it('names no unreachable node while a run from History loads, nor under a refusal', () => {
    expect(selectRunPanel(snapshotIn('loading'), unreachable).notices).toMatchObject({ waiting: 'Loading the run...', unreachable: null });
    const refused = selectRunPanel(snapshotIn('refused', null, 'These nodes need a browser worker'), unreachable);
    expect(refused.notices).toMatchObject({ refusal: 'These nodes need a browser worker', error: null, unreachable: null, limit: null });
    const limit = limitMessages.runsPerDay(null, null);
    expect(selectRunPanel(snapshotIn('limitReached', null, limit), unreachable).notices).toMatchObject({ limit, refusal: null, error: null, unreachable: null });
  });

  it('offers Cancel while the run is queued or running, pending while the cancel is on its way', () => {
    const waiting = selectRunPanel(snapshotIn({ live: 'queued' }, queuedBehind));
    expect(waiting).toMatchObject({ cancel: 'available', title: 'Run: Price Watch', status: { value: 'queued', text: 'Queued' }, rerun: null });
    expect(waiting.notices.queue).toBe('Waiting: 3 of your runs are running (limit 3). 2nd in your queue');
    expect(selectRunPanel(snapshotIn({ live: 'running' }, running)).notices.queue).toBeNull();
    expect(selectRunPanel(snapshotIn({ live: 'cancelling' }, running)).cancel).toBe('cancelling');
    expect(selectRunPanel(snapshotIn('reconnecting', running))).toMatchObject({ cancel: null, notices: { waiting: 'Connection lost: reconnecting...' } });
  });

  it('offers Re-run once the run has ended, from a node only after a failure or a cancel', () => {
    expect(selectRunPanel(snapshotIn('completed', completed)).rerun).toMatchObject({ canStartFromNode: false });
    expect(selectRunPanel(snapshotIn('failed', failed)).rerun).toMatchObject({ canStartFromNode: true, stoppedAt: 'fetch' });
    expect(selectRunPanel(snapshotIn('cancelled', cancelled)).rerun).toMatchObject({ canStartFromNode: true, stoppedAt: 'wait' });
    // Each node it reached once, in the order it reached them.
    expect(rerunStartsOf(failed).reachedNodes.map((node) => node.value)).toEqual(['start', 'fetch']);
  });

  it('lists the files to download and the run error, except a cancel and a refused file write', () => {
    const done = selectRunPanel(snapshotIn('completed', completed));
    expect(done.files).toEqual(completed.files);
    expect(done.notices).toMatchObject({ runError: null, savedVersion: true });
    expect(selectRunPanel(snapshotIn('failed', failed)).notices.runError).toBe(failed.error);
    expect(selectRunPanel(snapshotIn('cancelled', cancelled)).notices.runError).toBeNull();
    const full = limitMessages.runFiles(null, null, 99 * 1024 * 1024);
    const filesFull: ServerRun = { ...failed, error: `Write report: ${full}`, steps: [sampleStep('write', 'Write report', 'code', 'failed', { error: `Write report: ${full}` })] };
    expect(selectRunPanel(snapshotIn('failed', filesFull)).notices).toMatchObject({ runError: null, filesFull: full });
  });

  it("explains a node's last failed step of the run's own workflow only (D94)", () => {
    const model = selectRunPanel(snapshotIn('failed', failed));
    expect([...model.explainable]).toEqual(['fetch-3']);
    expect(selectRunPanel(snapshotIn('completed', completed)).explainable.size).toBe(0);
    // A bot's sub-run steps nest under their bot node's step, which is what gets explained.
    const nested = selectRunPanel(snapshotIn('completed', withBot)).steps;
    expect(nested.some((tree) => tree.children.length > 0)).toBe(true);
    for (const tree of nested) for (const child of tree.children) expect(model.explainable.has(child.step.id)).toBe(false);
  });
});
