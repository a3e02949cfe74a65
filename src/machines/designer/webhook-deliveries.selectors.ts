import type { SnapshotFrom } from 'xstate';
import { deliveriesPageSize, type webhookDeliveriesMachine } from './webhook-deliveries.machine';

type WebhookDeliveriesSnapshot = SnapshotFrom<typeof webhookDeliveriesMachine>;

export type WebhookDeliveriesPhase = 'closed' | 'listing' | 'listed' | 'listFailed' | 'reading' | 'detailFailed' | 'detailShown' | 'replaying' | 'replayed' | 'replayFailed';

export const selectDeliveriesPhase = (snapshot: WebhookDeliveriesSnapshot) => snapshot.value as WebhookDeliveriesPhase;
export const selectDeliveries = (snapshot: WebhookDeliveriesSnapshot) => snapshot.context.deliveries;
export const selectDeliveryDetail = (snapshot: WebhookDeliveriesSnapshot) => snapshot.context.detail;
export const selectReplayed = (snapshot: WebhookDeliveriesSnapshot) => snapshot.context.replayed;
export const selectDeliveriesError = (snapshot: WebhookDeliveriesSnapshot) => snapshot.context.errorMessage;
/** The page shown and how many there are (at least one). */
export const selectDeliveriesPage = (snapshot: WebhookDeliveriesSnapshot) => ({ page: snapshot.context.page, pages: Math.max(1, Math.ceil(snapshot.context.total / deliveriesPageSize)) });
/** The detail view (reading, shown, replaying...) stands in place of the list. */
export const selectShowsDetail = (snapshot: WebhookDeliveriesSnapshot) => !['closed', 'listing', 'listed', 'listFailed'].includes(String(snapshot.value));
