import { onDemand } from './on-demand';

/**
 * The designer's parts that load on first use (D100), each its own chunk: the run panel (with
 * Re-run from here and Ask Flo why), Run this node, Execution History, the Versions panel, a
 * Webhook node's addresses and the webhook deliveries log.
 */
export const RunPanelPart = onDemand(async () => (await import('./RunPanel')).RunPanel, 'Loading the run panel...');
export const NodeRunControlsPart = onDemand(async () => (await import('./NodeRunControls')).NodeRunControls, 'Loading Run this node...');
export const ExecutionHistoryPart = onDemand(async () => (await import('./ExecutionHistoryDialog')).ExecutionHistoryDialog, 'Loading the execution history...');
export const VersionsPanelPart = onDemand(async () => (await import('./VersionsPanel')).VersionsPanel, 'Loading versions...');
export const WebhookAddressesPart = onDemand(async () => (await import('./WebhookAddresses')).WebhookAddresses, 'Loading the addresses...');
export const WebhookDeliveriesPart = onDemand(async () => (await import('./WebhookDeliveriesDialog')).WebhookDeliveriesDialog, 'Loading the deliveries...');

/** After the designer's first frame: fetch every part while the user looks, so none waits when opened. */
export function preloadDesignerParts(): void {
  for (const part of [RunPanelPart, NodeRunControlsPart, ExecutionHistoryPart, VersionsPanelPart, WebhookAddressesPart, WebhookDeliveriesPart]) void part.preload().catch(() => undefined);
}
