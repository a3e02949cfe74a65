import type { SnapshotFrom } from 'xstate';
import type { webhookAddressesMachine } from './webhook-addresses.machine';

type WebhookAddressesSnapshot = SnapshotFrom<typeof webhookAddressesMachine>;

export type WebhookAddressesPhase = 'idle' | 'loading' | 'failed' | 'ready' | 'copying' | 'copied' | 'copyFailed' | 'confirming' | 'rotating' | 'rotated' | 'rotateFailed';

export const selectAddressesPhase = (snapshot: WebhookAddressesSnapshot): WebhookAddressesPhase => {
  const value = snapshot.value;
  return typeof value === 'string' ? (value as WebhookAddressesPhase) : (value.shown as WebhookAddressesPhase);
};

/** The shown node's webhook, or null: not loaded yet, or the node was not saved yet (the server lists saved nodes only). */
export const selectShownWebhook = (snapshot: WebhookAddressesSnapshot) => snapshot.context.list?.items.find((item) => item.nodeId === snapshot.context.nodeId) ?? null;
/** Workflow Active as the server holds it: the production URL runs only while it is on. */
export const selectWorkflowActive = (snapshot: WebhookAddressesSnapshot) => snapshot.context.list?.active ?? false;
/** The address the copy or the rotation is about. */
export const selectAddressInHand = (snapshot: WebhookAddressesSnapshot) => snapshot.context.address;
export const selectAddressesError = (snapshot: WebhookAddressesSnapshot) => snapshot.context.errorMessage;
