import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { executionHistoryMachine } from '../../../src/machines/designer/execution-history.machine';
import { visibleRuns } from '../../../src/machines/designer/execution-history.selectors';
import type { WorkflowRun } from '../../../src/domain/workflow/workflow-runs';
import { ExecutionHistoryDialog } from '../../../src/views/designer/ExecutionHistoryDialog';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

const runs: WorkflowRun[] = [
  { id: 'r1', workflowName: 'Morning Report', startTime: '2026-11-20T08:00:00Z', endTime: '2026-11-20T08:00:03Z', status: 'completed', executedBy: 'Ada Lovelace', nodesExecuted: 3 },
  { id: 'r2', workflowName: 'Scrape Prices', startTime: '2026-11-21T08:00:00Z', endTime: '2026-11-21T08:00:02Z', status: 'failed', executedBy: 'Grace Hopper', nodesExecuted: 2 },
];

function mount() {
  const loadRuns = createDeferredActor<WorkflowRun[]>();
  const actor = createActor(executionHistoryMachine.provide({ actors: { loadRuns: loadRuns.logic } })).start();
  const view = render(<ExecutionHistoryDialog actor={actor} />);
  return { actor, view, loadRuns };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog', { name: 'Workflow Execution History' });

describeModel('execution-history machine with the history dialog', {
  machine: executionHistoryMachine,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.search, snapshot.context.status, snapshot.context.sort]),
  events: [
    { type: 'history.open' },
    { type: 'history.close' },
    { type: 'xstate.done.actor.loadRuns', output: runs },
    { type: 'xstate.error.actor.loadRuns', error: new Error('No response from server') },
    { type: 'history.retry' },
    { type: 'search.changed', search: 'grace' },
    { type: 'status.changed', status: 'completed' },
    { type: 'sort.toggle' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // The designer's History button opens it.
    'history.open': (sut) => sut.actor.send({ type: 'history.open' }),
    'history.close': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Close history' }));
    },
    'xstate.done.actor.loadRuns': (sut, event) => sut.loadRuns.resolve(event.output as WorkflowRun[]),
    'xstate.error.actor.loadRuns': (sut, event) => sut.loadRuns.reject(event.error),
    'history.retry': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Try Again' }));
    },
    'search.changed': (_sut, event) => {
      fireEvent.change(within(dialog()).getByPlaceholderText('Search workflows or users...'), { target: { value: event.search } });
    },
    'status.changed': (_sut, event) => {
      fireEvent.change(within(dialog()).getByLabelText('Status'), { target: { value: event.status } });
    },
    'sort.toggle': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: /first$/ }));
    },
  },
  assertions: {
    closed: () => {
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    open: () => {
      expect(within(dialog()).getByText('View and track all workflow executions')).toBeInTheDocument();
    },
    'open.loading': () => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading history...');
    },
    'open.failed': () => {
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('No response from server');
    },
    'open.loaded': (sut: Sut) => {
      const { search, status, sort } = sut.actor.getSnapshot().context;
      const expected = visibleRuns(runs, search, status, sort).map((run) => run.workflowName);
      const rows = within(dialog()).queryAllByTestId('history-row').map((row) => (row as HTMLTableRowElement).cells[0]!.textContent);
      expect(rows).toEqual(expected);
      if (expected.length === 0) expect(within(dialog()).getByText('No workflow history found')).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: sort === 'desc' ? 'Newest first' : 'Oldest first' })).toBeInTheDocument();
    },
  },
});
