import { z } from 'zod';
import { deliveryAddresses } from './node-catalogue/webhook-settings';

/**
 * What started a run (D126, D135), as workflow_runs records it and the runs API answers it: Run (the
 * designer's button, or a program on the API), a Schedule node's cron, a Webhook node's request, a
 * re-run, Run this node, or another sequence's failed run (its error workflow, D129). `nodeId` is
 * the node that fired (a schedule's, a webhook's, the node a node run ran); `deliveryId` the webhook
 * delivery whose request the run began with, and `address` where it arrived: the production URL, the
 * test URL, or Run again with a delivery's request.
 */
export const runTriggerKinds = ['run', 'schedule', 'webhook', 'rerun', 'node', 'error-workflow'] as const;
export type RunTriggerKind = (typeof runTriggerKinds)[number];

export const runTriggerSchema = z.object({
  kind: z.enum(runTriggerKinds),
  nodeId: z.string().optional(),
  deliveryId: z.string().optional(),
  address: z.enum(deliveryAddresses).optional(),
  /** An error workflow's run (D129): the failed run it was started for. */
  failedRunId: z.string().optional(),
});
export type RunTrigger = z.infer<typeof runTriggerSchema>;
