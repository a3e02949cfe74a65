import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createActor } from 'xstate';
import type { WorkflowRun, WorkflowRunListQuery, WorkflowRunPage } from '../../../src/domain/workflow/workflow-runs';
import { executionHistoryMachine, historyQuery } from '../../../src/machines/designer/execution-history.machine';
import { ExecutionHistoryDialog } from '../../../src/views/designer/ExecutionHistoryDialog';
import { createDeferredActor } from '../deferred-actor';
import { describeModel } from '../harness';

const runs: WorkflowRun[] = [
  { id: 'r1', workflowName: 'Morning Report', kind: 'test', startTime: '2026-11-20T08:00:00Z', endTime: '2026-11-20T08:00:03Z', status: 'completed', executedBy: 'Ada Lovelace', nodesExecuted: 3, version: null, sequenceId: 'seq-1' },
  { id: 'r2', workflowName: 'Scrape Prices', kind: 'server', startTime: '2026-11-21T08:00:00Z', endTime: '2026-11-21T08:00:02Z', status: 'failed', executedBy: 'Grace Hopper', nodesExecuted: 2, version: 4, sequenceId: 'seq-1' },
  // Another sequence's run: its version is named, and opens from that sequence's designer.
  { id: 'r3', workflowName: 'Weekly Digest', kind: 'server', startTime: '2026-11-22T08:00:00Z', endTime: '2026-11-22T08:00:05Z', status: 'completed', executedBy: 'Ada Lovelace', nodesExecuted: 4, version: 2, sequenceId: 'seq-9' },
];

// The server's answers: one page of two runs, and the first of three pages (45 runs in all).
const onePage: WorkflowRunPage = { items: runs, total: 2, page: 1, page_size: 20 };
// A page with a queued run, which says why it waits and its place (D89): read again after a pause.
const queuedRun: WorkflowRun = { id: 'r-queued', workflowName: 'Price Watch', kind: 'server', startTime: '2026-11-22T08:00:00Z', endTime: null, status: 'queued', executedBy: 'Ada Lovelace', nodesExecuted: 0, version: 4, sequenceId: 'seq-1', waiting: { reason: 'runs', position: 2, running: 3, limit: 3 } };
const livePage: WorkflowRunPage = { items: [queuedRun, ...runs], total: 3, page: 1, page_size: 20 };
const manyLivePages: WorkflowRunPage = { ...livePage, total: 45 };
const manyPages: WorkflowRunPage = { items: runs, total: 45, page: 1, page_size: 20 };

// The search waits for a pause in typing on a fake clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function mount() {
  const loadRuns = createDeferredActor<WorkflowRunPage, WorkflowRunListQuery>();
  const actor = createActor(executionHistoryMachine.provide({ actors: { loadRuns: loadRuns.logic } })).start();
  const openRun = vi.fn<(runId: string) => void>();
  const openVersion = vi.fn<(number: number) => void>();
  const view = render(<ExecutionHistoryDialog actor={actor} onOpenRun={openRun} versions={{ sequenceId: 'seq-1', open: openVersion }} />);
  return { actor, view, loadRuns, openRun, openVersion, callsBeforeTyping: 0 };
}
type Sut = ReturnType<typeof mount>;

const dialog = () => screen.getByRole('dialog', { name: 'Workflow Execution History' });

describeModel('execution-history machine with the history dialog', {
  machine: executionHistoryMachine,
  chainPaths: true,
  // Which page and whether there are more: the search, status and sort reach the server the same way in every state.
  // And whether it is scoped to a sequence, switched to all, and has a run still under way.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.page, snapshot.context.total > 20, snapshot.context.sequenceId !== null, snapshot.context.allSequences, snapshot.context.runs.some((run) => run.status === 'queued')]),
  events: [
    { type: 'history.open' },
    // Opened from a sequence's designer (D89).
    { type: 'history.open', sequenceId: 'seq-1' },
    { type: 'history.close' },
    { type: 'scope.toggle' },
    { type: 'xstate.done.actor.loadRuns', output: onePage },
    { type: 'xstate.done.actor.loadRuns', output: livePage },
    { type: 'xstate.done.actor.loadRuns', output: manyLivePages },
    { type: 'xstate.after.livePause.executionHistory.open.loaded' },
    { type: 'xstate.done.actor.refreshRuns', output: onePage },
    { type: 'xstate.error.actor.refreshRuns', error: new Error('No response from server') },
    { type: 'xstate.done.actor.loadRuns', output: manyPages },
    { type: 'xstate.error.actor.loadRuns', error: new Error('No response from server') },
    { type: 'history.retry' },
    { type: 'search.changed', search: 'grace' },
    { type: 'status.changed', status: 'completed' },
    { type: 'sort.toggle' },
    { type: 'page.changed', page: 2 },
    { type: 'xstate.after.searchPause.executionHistory.open.typing' },
  ],
  mount,
  unmount: (sut: Sut) => {
    sut.view.unmount();
    sut.actor.stop();
  },
  execute: {
    // The designer's History button opens it.
    'history.open': (sut, event) => sut.actor.send({ type: 'history.open', sequenceId: (event.sequenceId as string | undefined) ?? null }),
    'scope.toggle': () => {
      fireEvent.click(within(dialog()).getByRole('switch', { name: 'Show all sequences' }));
    },
    'xstate.after.livePause.executionHistory.open.loaded': () => act(() => void vi.advanceTimersByTime(2000)),
    'xstate.done.actor.refreshRuns': (sut, event) => sut.loadRuns.resolve(event.output as WorkflowRunPage),
    'xstate.error.actor.refreshRuns': (sut, event) => sut.loadRuns.reject(event.error),
    'history.close': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Close history' }));
    },
    'xstate.done.actor.loadRuns': (sut, event) => sut.loadRuns.resolve(event.output as WorkflowRunPage),
    'xstate.error.actor.loadRuns': (sut, event) => sut.loadRuns.reject(event.error),
    'history.retry': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Try Again' }));
    },
    'search.changed': (sut, event) => {
      sut.callsBeforeTyping = sut.loadRuns.calls.length;
      const field = within(dialog()).getByPlaceholderText('Search workflows or users...') as HTMLInputElement;
      // Typing again: the same words with a space after them, which the query trims away.
      const value = field.value === event.search ? `${String(event.search)} ` : event.search;
      fireEvent.change(field, { target: { value } });
    },
    'status.changed': (_sut, event) => {
      fireEvent.change(within(dialog()).getByLabelText('Status'), { target: { value: event.status } });
    },
    'sort.toggle': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: /first$/ }));
    },
    'page.changed': () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
    },
    'xstate.after.searchPause.executionHistory.open.typing': () => act(() => void vi.advanceTimersByTime(300)),
  },
  assertions: {
    closed: () => {
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    open: (sut: Sut) => {
      expect(within(dialog()).getByText('View and track all workflow executions')).toBeInTheDocument();
      // Opened from a sequence's designer it has the switch, on when it shows every sequence's runs (D89).
      const { sequenceId, allSequences } = sut.actor.getSnapshot().context;
      const scope = within(dialog()).queryByRole('switch', { name: 'Show all sequences' });
      if (sequenceId === null) expect(scope).toBeNull();
      else if (allSequences) expect(scope).toBeChecked();
      else expect(scope).not.toBeChecked();
    },
    'open.refreshing': (sut: Sut) => {
      // The page is asked again as it was, its rows staying on screen meanwhile.
      expect(sut.loadRuns.calls.at(-1)).toEqual(historyQuery(sut.actor.getSnapshot().context));
      expect(within(dialog()).queryAllByTestId('history-row')).toHaveLength(sut.actor.getSnapshot().context.runs.length);
      expect(within(dialog()).queryByRole('status')).toBeNull();
    },
    'open.loading': (sut: Sut) => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading history...');
      // The server is asked exactly the dialog's question: its search, status, sort and page.
      expect(sut.loadRuns.calls.at(-1)).toEqual(historyQuery(sut.actor.getSnapshot().context));
    },
    'open.typing': (sut: Sut) => {
      // Nothing is asked while the user is still typing.
      expect(sut.loadRuns.calls).toHaveLength(sut.callsBeforeTyping);
      expect(within(dialog()).getByPlaceholderText('Search workflows or users...')).toHaveValue(sut.actor.getSnapshot().context.search);
    },
    'open.failed': () => {
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('No response from server');
    },
    'open.loaded': (sut: Sut) => {
      const { runs: answered, total, page, sort } = sut.actor.getSnapshot().context;
      // The rows are the server's answer, as it sent them: the dialog neither filters nor sorts.
      const rows = within(dialog()).queryAllByTestId('history-row').map((row) => (row as HTMLTableRowElement).cells[0]!.textContent);
      expect(rows).toEqual(answered.map((run) => `${run.workflowName}${run.kind === 'server' ? 'Run' : 'Test'}`));
      // A real run opens in the run panel with its steps (D44); a simulated one has none to show.
      const opener = within(dialog()).queryAllByRole('button', { name: /^Show the steps of / });
      expect(opener).toHaveLength(answered.filter((run) => run.kind === 'server').length);
      if (opener[0]) {
        fireEvent.click(opener[0]);
        expect(sut.openRun).toHaveBeenLastCalledWith(answered.find((run) => run.kind === 'server')!.id);
      }
      // D69: each row names the version it ran; one of this sequence opens it in the Versions panel.
      const versionCells = within(dialog()).queryAllByTestId('history-row').map((row) => (row as HTMLTableRowElement).cells[1]!.textContent);
      expect(versionCells).toEqual(answered.map((run) => (run.version === null ? '—' : `Version ${run.version}`)));
      const versionOpener = within(dialog()).queryAllByRole('button', { name: /^Open version \d+, which the run started / });
      expect(versionOpener).toHaveLength(answered.filter((run) => run.version !== null && run.sequenceId === 'seq-1').length);
      if (versionOpener[0]) {
        fireEvent.click(versionOpener[0]);
        expect(sut.openVersion).toHaveBeenLastCalledWith(answered.find((run) => run.version !== null)!.version);
      }
      if (answered.length === 0) expect(within(dialog()).getByText('No workflow history found')).toBeInTheDocument();
      // A queued run says why it waits and its place (D89).
      expect(within(dialog()).queryAllByTestId('history-waiting').map((line) => line.textContent)).toEqual(
        answered.filter((run) => run.waiting).map(() => 'Waiting: 3 of your runs are running (limit 3). 2nd in your queue'),
      );
      expect(within(dialog()).getByRole('button', { name: sort === 'desc' ? 'Newest first' : 'Oldest first' })).toBeInTheDocument();
      const pager = within(dialog()).queryByRole('navigation', { name: 'History pages' });
      if (total > 20 && sut.actor.getSnapshot().matches({ open: 'loaded' })) expect(pager).toHaveTextContent(`Page ${page} of ${Math.ceil(total / 20)}`);
      else expect(pager).toBeNull();
    },
  },
});
