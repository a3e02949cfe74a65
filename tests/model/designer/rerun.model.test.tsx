import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { RerunPreview } from '../../../src/domain/workflow/rerun';
import type { ServerRun } from '../../../src/domain/workflow/server-runs';
import { rerunMachine, type RerunAsk } from '../../../src/machines/designer/rerun.machine';
import { RerunControls } from '../../../src/views/designer/RerunControls';
import { sampleRuns } from '../../../src/views/designer/run-fixtures';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

/** Re-run and Re-run from here (D87) under a failed run: the choices, the server's preview, confirm. */

const { failed } = sampleRuns;
const preview: RerunPreview = { reusedNodes: [{ id: 'start', label: 'Start' }], actingNodes: [{ id: 'fetch', label: 'Fetch prices' }] };
const refusal = 'The latest saved workflow cannot re-run this run from here: Fetch prices (fetch) was removed since this run';
const started: ServerRun = { ...failed, id: 'run-9', status: 'queued', steps: [] };

function mount() {
  const previewRerun = createDeferredActor<RerunPreview, RerunAsk>();
  const startRerun = createDeferredActor<ServerRun, RerunAsk>();
  const showRun = vi.fn<(run: ServerRun) => void>();
  const actor = createActor(rerunMachine.provide({ actors: { previewRerun: previewRerun.logic, startRerun: startRerun.logic }, actions: { showRun: (_, run) => showRun(run) } })).start();
  const view = render(<RerunControls actor={actor} run={failed} />);
  return { actor, view, previewRerun, startRerun, showRun };
}
type Sut = ReturnType<typeof mount>;

const section = () => within(screen.getByRole('region', { name: 'Re-run' }));
const select = (label: string) => section().getByLabelText(label) as HTMLSelectElement;

describeModel('rerun machine with the run panel’s re-run controls', {
  machine: rerunMachine,
  events: [
    { type: 'rerun.open', runId: failed.id, fromNodeId: 'fetch' },
    { type: 'rerun.from', fromNodeId: null },
    { type: 'rerun.version', version: 'latest' },
    { type: 'xstate.done.actor.previewRerun', output: preview },
    { type: 'xstate.error.actor.previewRerun', error: new Error(refusal) },
    { type: 'rerun.confirm' },
    { type: 'xstate.done.actor.startRerun', output: started },
    { type: 'xstate.error.actor.startRerun', error: new Error('The run has already finished') },
    { type: 'rerun.close' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    'rerun.open': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Re-run from here' }));
    },
    // Another place to start: the start when it was a node, the failed node when it was the start.
    'rerun.from': () => {
      fireEvent.change(select('Start from'), { target: { value: select('Start from').value === '' ? 'fetch' : '' } });
    },
    'rerun.version': () => {
      fireEvent.change(select('Version'), { target: { value: select('Version').value === 'run' ? 'latest' : 'run' } });
    },
    'xstate.done.actor.previewRerun': (sut, event) => sut.previewRerun.resolve(event.output as RerunPreview),
    'xstate.error.actor.previewRerun': (sut, event) => sut.previewRerun.reject(event.error),
    'rerun.confirm': () => {
      fireEvent.click(section().getByRole('button', { name: 'Start re-run' }));
    },
    'xstate.done.actor.startRerun': (sut, event) => sut.startRerun.resolve(event.output as ServerRun),
    'xstate.error.actor.startRerun': (sut, event) => sut.startRerun.reject(event.error),
    'rerun.close': () => {
      fireEvent.click(section().getByRole('button', { name: 'Close' }));
    },
  },
  assertions: {
    closed: (sut: Sut) => {
      expect(screen.queryByRole('region', { name: 'Re-run' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Re-run' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Re-run from here' })).toBeEnabled();
      // A re-run that started went to the run panel.
      expect(sut.showRun.mock.calls.length).toBeLessThanOrEqual(1);
      if (sut.showRun.mock.calls.length === 1) expect(sut.showRun).toHaveBeenCalledWith(started);
    },
    previewing: (sut: Sut) => {
      const ask = sut.previewRerun.calls.at(-1)!;
      expect(ask.runId).toBe(failed.id);
      expect(select('Start from').value).toBe(ask.fromNodeId ?? '');
      expect(select('Version').value).toBe(ask.version);
      expect(section().getByRole('status')).toHaveTextContent('Checking what the re-run will do...');
      expect(section().getByRole('button', { name: 'Start re-run' })).toBeDisabled();
    },
    ready: () => {
      expect(section().getByRole('list', { name: 'Nodes that act again' })).toHaveTextContent('Fetch prices');
      expect(section().getByText('These nodes will act on the outside world again:')).toBeInTheDocument();
      expect(section().getByText('Reused as they were: Start')).toBeInTheDocument();
      expect(section().getByRole('button', { name: 'Start re-run' })).toBeEnabled();
      expect(section().queryByRole('alert')).toBeNull();
    },
    refused: () => {
      expect(section().getByRole('alert')).toHaveTextContent(refusal);
      expect(section().queryByRole('list', { name: 'Nodes that act again' })).toBeNull();
      expect(section().getByRole('button', { name: 'Start re-run' })).toBeDisabled();
    },
    starting: (sut: Sut) => {
      const ask = sut.startRerun.calls.at(-1)!;
      expect(ask).toEqual(sut.previewRerun.calls.at(-1));
      expect(section().getByRole('button', { name: /Starting/ })).toBeInTheDocument();
    },
    failed: () => {
      expect(section().getByRole('alert')).toHaveTextContent('The run has already finished');
      expect(section().getByRole('list', { name: 'Nodes that act again' })).toHaveTextContent('Fetch prices');
      expect(section().getByRole('button', { name: 'Start re-run' })).toBeEnabled();
    },
  },
});
