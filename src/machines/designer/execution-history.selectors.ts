import type { SnapshotFrom } from 'xstate';
import { pageCount, type executionHistoryMachine } from './execution-history.machine';

type HistorySnapshot = SnapshotFrom<typeof executionHistoryMachine>;

/** While the user types, the rows of the last answer stay on screen until the next one arrives. */
export const selectHistoryPhase = (snapshot: HistorySnapshot): 'closed' | 'loading' | 'loaded' | 'failed' =>
  snapshot.matches('closed') ? 'closed' : snapshot.matches({ open: 'loading' }) ? 'loading' : snapshot.matches({ open: 'failed' }) ? 'failed' : 'loaded';
export const selectHistoryFilters = (snapshot: HistorySnapshot) => snapshot.context;
export const selectHistoryPage = (snapshot: HistorySnapshot) => snapshot.context.page;
export const selectHistoryPageCount = (snapshot: HistorySnapshot) => pageCount(snapshot.context);
/** The pager shows under an answer that has more than one page, not while the user types. */
export const selectCanTurnPage = (snapshot: HistorySnapshot) => (snapshot.matches({ open: 'loaded' }) || snapshot.matches({ open: 'refreshing' })) && pageCount(snapshot.context) > 1;
/** Whether the dialog was opened from a sequence's designer, so it has the "Show all sequences" switch (issue 31). */
export const selectHasSequenceScope = (snapshot: HistorySnapshot) => snapshot.context.sequenceId !== null;
