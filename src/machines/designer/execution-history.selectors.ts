import type { SnapshotFrom } from 'xstate';
import { pageCountOf } from '../../domain/paging';
import type { executionHistoryMachine } from './execution-history.machine';

type HistorySnapshot = SnapshotFrom<typeof executionHistoryMachine>;

// From the paging rule itself rather than the machine's `pageCount`, so the designer's chunk does not carry the machine (D105).
const pagesOf = ({ context }: HistorySnapshot) => pageCountOf(context.total, context.pageSize);

/** While the user types, the rows of the last answer stay on screen until the next one arrives. */
export const selectHistoryPhase = (snapshot: HistorySnapshot): 'closed' | 'loading' | 'loaded' | 'failed' =>
  snapshot.matches('closed') ? 'closed' : snapshot.matches({ open: 'loading' }) ? 'loading' : snapshot.matches({ open: 'failed' }) ? 'failed' : 'loaded';
export const selectHistoryFilters = (snapshot: HistorySnapshot) => snapshot.context;
export const selectHistoryPage = (snapshot: HistorySnapshot) => snapshot.context.page;
export const selectHistoryPageCount = (snapshot: HistorySnapshot) => pagesOf(snapshot);
/** The pager shows under an answer that has more than one page, not while the user types. */
export const selectCanTurnPage = (snapshot: HistorySnapshot) => (snapshot.matches({ open: 'loaded' }) || snapshot.matches({ open: 'refreshing' })) && pagesOf(snapshot) > 1;
/** Whether the dialog was opened from a sequence's designer, so it has the "Show all sequences" switch (D89). */
export const selectHasSequenceScope = (snapshot: HistorySnapshot) => snapshot.context.sequenceId !== null;
