import { describe, expect, it } from 'vitest';
import type { WorkflowRunPage } from '../../../src/domain/workflow/workflow-runs';
import { createActor, fromPromise, waitFor } from 'xstate';
import { executionHistoryMachine, historyQuery, pageCount, type ExecutionHistoryContext } from '../../../src/machines/designer/execution-history.machine';

const context = (overrides: Partial<ExecutionHistoryContext> = {}): ExecutionHistoryContext => ({
  sequenceId: null,
  allSequences: false,
  runs: [],
  total: 0,
  search: '',
  status: 'all',
  sort: 'desc',
  page: 1,
  pageSize: 20,
  errorMessage: null,
  ...overrides,
});

// Search, status and sort are the server's (tests/server/runs): the dialog only has to ask right.
describe('what the History dialog asks the server', () => {
  it('sends the trimmed search, the status unless "all", the sort and the page', () => {
    expect(historyQuery(context())).toEqual({ sort: 'desc', page: 1, page_size: 20 });
    expect(historyQuery(context({ search: '  grace ', status: 'completed', sort: 'asc', page: 3 }))).toEqual({ q: 'grace', status: 'completed', sort: 'asc', page: 3, page_size: 20 });
    expect(historyQuery(context({ search: '   ' }))).not.toHaveProperty('q');
  });

  it('asks for the sequence’s runs when opened from its designer, and for every run with "Show all sequences" (D89)', () => {
    expect(historyQuery(context({ sequenceId: 'seq-1' }))).toEqual({ sequence_id: 'seq-1', sort: 'desc', page: 1, page_size: 20 });
    expect(historyQuery(context({ sequenceId: 'seq-1', allSequences: true }))).not.toHaveProperty('sequence_id');
  });

  it('counts pages from the total, at least one', () => {
    expect(pageCount(context({ total: 0 }))).toBe(1);
    expect(pageCount(context({ total: 20 }))).toBe(1);
    expect(pageCount(context({ total: 21 }))).toBe(2);
  });

  it('goes back to the first page when the question changes, and turns only to pages that exist', async () => {
    const answer: WorkflowRunPage = { items: [], total: 45, page: 1, page_size: 20 };
    const actor = createActor(executionHistoryMachine.provide({ actors: { loadRuns: fromPromise(async () => answer) } })).start();
    actor.send({ type: 'history.open' });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'loaded' }));
    actor.send({ type: 'page.changed', page: 4 });
    expect(actor.getSnapshot().matches({ open: 'loaded' })).toBe(true);
    actor.send({ type: 'page.changed', page: 3 });
    expect(actor.getSnapshot().context.page).toBe(3);
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'loaded' }));
    actor.send({ type: 'status.changed', status: 'failed' });
    expect(actor.getSnapshot().context).toMatchObject({ status: 'failed', page: 1 });
    actor.stop();
  });
});
