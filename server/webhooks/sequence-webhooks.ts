import { kindOfNode } from '../../src/domain/workflow/node-catalogue/catalogue';
import { workflowFromItems, type SavedWorkflow, type WorkflowNode } from '../../src/domain/workflow/saved-workflow';
import type { Db } from '../db/database';
import { keepWebhooksOf } from './repository';

/** The Webhook nodes of a saved workflow (D126), enabled or not: a disabled one keeps its addresses, which answer 404 while it is. */
export function webhookNodesOf(saved: SavedWorkflow | null): WorkflowNode[] {
  return saved?.nodes.filter((node) => kindOfNode({ type: node.data.type, properties: node.data.properties })?.behaviour === 'webhook') ?? [];
}

/**
 * What a save asks of the sequence's webhooks, handed to the sequences feature (v1.ts) so it imports
 * nothing of this one: in the transaction that saves the workflow, one webhook per Webhook node.
 */
export function sequenceWebhooks() {
  return {
    keep: (db: Db, sequence: { id: string; userId: string; items: unknown[] }): Promise<void> =>
      keepWebhooksOf(db, sequence, webhookNodesOf(workflowFromItems(sequence.items)).map((node) => node.id)),
  };
}
