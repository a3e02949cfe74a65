import type { SnapshotFrom } from 'xstate';
import { pageButtons, pageCountOf } from '../../domain/paging';
import { historyPageSize, type paymentHistoryMachine } from './payment-history.machine';

type HistorySnapshot = SnapshotFrom<typeof paymentHistoryMachine>;

export const selectHistoryStatus = (snapshot: HistorySnapshot) => snapshot.context.status;
export const selectHistoryPeriod = (snapshot: HistorySnapshot) => snapshot.context.period;
export const selectHistorySearch = (snapshot: HistorySnapshot) => snapshot.context.search;
export const selectHistoryItems = (snapshot: HistorySnapshot) => snapshot.context.items;
export const selectHistoryTotal = (snapshot: HistorySnapshot) => snapshot.context.total;
export const selectHistorySummary = (snapshot: HistorySnapshot) => snapshot.context.summary;
export const selectHistoryDetails = (snapshot: HistorySnapshot) => snapshot.context.details;
export const selectHistoryPage = (snapshot: HistorySnapshot) => snapshot.context.page;
export const selectHistoryPageCount = (snapshot: HistorySnapshot) => pageCountOf(snapshot.context.total, historyPageSize);
export const selectHistoryPageButtons = (snapshot: HistorySnapshot) => pageButtons(snapshot.context.page, pageCountOf(snapshot.context.total, historyPageSize));
export const selectHistoryLoading = (snapshot: HistorySnapshot) => snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: 'debouncing' });
export const selectHistoryFailed = (snapshot: HistorySnapshot) => snapshot.matches({ list: 'failed' });
export const selectHistoryLoaded = (snapshot: HistorySnapshot) => snapshot.context.summary !== null;
/** Loaded, with no filter or search, and nothing at all: the user has made no payment ("No payments yet", D83). */
export const selectHistoryNeverPaid = ({ context }: HistorySnapshot) =>
  context.summary !== null && context.total === 0 && context.status === 'all' && context.period === 'all' && context.search.trim() === '';
export const selectExporting = (snapshot: HistorySnapshot) => snapshot.matches({ download: 'exporting' });
export const selectInvoicing = (snapshot: HistorySnapshot) => snapshot.matches({ download: 'invoicing' });
