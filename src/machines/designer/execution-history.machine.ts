import { assign, fromPromise, setup } from 'xstate';
import { pageCountOf } from '../../domain/paging';
import { errorTextOr } from '../../domain/error-text';
import { workflowRunLimits, type WorkflowRun, type WorkflowRunListQuery, type WorkflowRunPage, type WorkflowRunStatus } from '../../domain/workflow/workflow-runs';

export type StatusFilter = 'all' | WorkflowRunStatus;
export type StartSort = 'desc' | 'asc';

export interface ExecutionHistoryContext {
  /** The sequence whose designer opened it (D89): its runs are shown unless `allSequences`; null: every run. */
  sequenceId: string | null;
  /** The "Show all sequences" switch. */
  allSequences: boolean;
  runs: WorkflowRun[];
  total: number;
  search: string;
  status: StatusFilter;
  sort: StartSort;
  /** 1-based. */
  page: number;
  pageSize: number;
  errorMessage: string | null;
}

export type ExecutionHistoryEvent =
  | { type: 'history.open'; sequenceId?: string | null }
  | { type: 'scope.toggle' }
  | { type: 'history.close' }
  | { type: 'history.retry' }
  | { type: 'search.changed'; search: string }
  | { type: 'status.changed'; status: StatusFilter }
  | { type: 'sort.toggle' }
  | { type: 'page.changed'; page: number };

/** What the server is asked for: the search, filter and sort are applied there, one page at a time. */
export function historyQuery({ sequenceId, allSequences, search, status, sort, page, pageSize }: ExecutionHistoryContext): WorkflowRunListQuery {
  const q = search.trim();
  return { ...(sequenceId !== null && !allSequences ? { sequence_id: sequenceId } : {}), ...(q ? { q } : {}), ...(status !== 'all' ? { status } : {}), sort, page, page_size: pageSize };
}

/** Whether a run on the page may still change (queued, with its wait, or running): the page is then read again (D89). */
export const isLive = (run: WorkflowRun) => run.status === 'queued' || run.status === 'running';

export function pageCount({ total, pageSize }: Pick<ExecutionHistoryContext, 'total' | 'pageSize'>): number {
  return pageCountOf(total, pageSize);
}

/**
 * The History dialog (spec 02 §2, §5, D16): the user's recorded runs as the server finds them for
 * the search, status and sort chosen, a page at a time. Typing waits for a pause before asking.
 * Opened from a sequence's designer it shows that sequence's runs, with a switch to show all
 * (D89); a page with a queued or running run is read again after a pause, so a queued run's
 * wait and place stay live.
 */
export const executionHistoryMachine = setup({
  types: {
    context: {} as ExecutionHistoryContext,
    events: {} as ExecutionHistoryEvent,
  },
  actors: {
    loadRuns: fromPromise<WorkflowRunPage, WorkflowRunListQuery>(async () => ({ items: [], total: 0, page: 1, page_size: workflowRunLimits.pageSizeDefault })),
  },
  delays: {
    /** A search is sent once the user pauses typing, not on every keystroke. */
    searchPause: 300,
    /** A page with runs still under way is read again after this pause. */
    livePause: 2_000,
  },
  guards: {
    hasLiveRuns: ({ context }) => context.runs.some(isLive),
    isScoped: ({ context }) => context.sequenceId !== null,
    pageExists: ({ context, event }) => event.type === 'page.changed' && event.page >= 1 && event.page <= pageCount(context) && event.page !== context.page,
  },
}).createMachine({
  id: 'executionHistory',
  context: { sequenceId: null, allSequences: false, runs: [], total: 0, search: '', status: 'all', sort: 'desc', page: 1, pageSize: workflowRunLimits.pageSizeDefault, errorMessage: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'history.open': { target: 'open', actions: assign({ sequenceId: ({ event }) => event.sequenceId ?? null, allSequences: false, page: 1 }) } },
    },
    open: {
      initial: 'loading',
      on: {
        'history.close': 'closed',
        // A new question starts at its first page.
        'search.changed': { target: '.typing', actions: assign({ search: ({ event }) => event.search, page: 1 }) },
        'status.changed': { target: '.loading', actions: assign({ status: ({ event }) => event.status, page: 1 }) },
        'sort.toggle': { target: '.loading', actions: assign({ sort: ({ context }) => (context.sort === 'desc' ? 'asc' : 'desc'), page: 1 }) },
        'scope.toggle': { guard: 'isScoped', target: '.loading', actions: assign({ allSequences: ({ context }) => !context.allSequences, page: 1 }) },
      },
      states: {
        typing: {
          after: { searchPause: 'loading' },
        },
        loading: {
          invoke: {
            id: 'loadRuns',
            src: 'loadRuns',
            input: ({ context }) => historyQuery(context),
            onDone: { target: 'loaded', actions: assign({ runs: ({ event }) => event.output.items, total: ({ event }) => event.output.total, errorMessage: null }) },
            onError: {
              target: 'failed',
              actions: assign({ errorMessage: ({ event }) => errorTextOr(event.error, 'Failed to load history') }),
            },
          },
        },
        // Pages turn from an answer on screen (the pager shows only then).
        loaded: {
          on: { 'page.changed': { guard: 'pageExists', target: 'loading', actions: assign({ page: ({ event }) => event.page }) } },
          after: { livePause: { guard: 'hasLiveRuns', target: 'refreshing' } },
        },
        // The same page read again in the background: its rows stay on screen; a failed read keeps them.
        refreshing: {
          invoke: {
            id: 'refreshRuns',
            src: 'loadRuns',
            input: ({ context }) => historyQuery(context),
            onDone: { target: 'loaded', actions: assign({ runs: ({ event }) => event.output.items, total: ({ event }) => event.output.total }) },
            onError: 'loaded',
          },
          on: { 'page.changed': { guard: 'pageExists', target: 'loading', actions: assign({ page: ({ event }) => event.page }) } },
        },
        failed: {
          on: { 'history.retry': 'loading' },
        },
      },
    },
  },
});
