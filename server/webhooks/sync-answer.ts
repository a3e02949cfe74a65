import { syncAnswerSchema, webhookMessages, type WebhookAccepted } from '../../src/domain/webhooks/webhooks';
import type { WebhookSettings } from '../../src/domain/workflow/node-catalogue/webhook-settings';
import { waitForRunEnd } from '../runs/server-runs/run-end-wait';
import { recordAnswer } from './deliveries-repository';
import type { Answer } from './delivery';
import type { WebhookPorts } from './ports';

/**
 * A sync webhook's answer (D135): it waits for its run, up to the wait's limit (30 s), and answers a
 * completed run's output (the End node's) as JSON, with the node's Status (200 by default), unless
 * the output is exactly `{ statusCode, body }`, which sets both; a failed or cancelled run is a 500
 * naming the run. Past the limit it answers the 202 an async webhook would, and the run goes on. What
 * it answered becomes the delivery's, so a repeat of its key is answered the same.
 */
export async function syncAnswer(ports: WebhookPorts, accepted: WebhookAccepted, settings: WebhookSettings, signal?: AbortSignal): Promise<Answer> {
  const outcome = await waitForRunEnd(ports.database.db, accepted.runId, ports.syncWaitMs, signal);
  if (!outcome) return { status: 202, body: accepted };
  let answer: Answer;
  if (outcome.status === 'completed') {
    const shaped = syncAnswerSchema.safeParse(outcome.output);
    answer = shaped.success ? { status: shaped.data.statusCode, body: shaped.data.body ?? null } : { status: settings.status, body: outcome.output ?? null };
  } else {
    const detail = outcome.status === 'failed' ? webhookMessages.failedRun : webhookMessages.cancelledRun;
    answer = { status: 500, body: { detail, runId: accepted.runId, statusUrl: accepted.statusUrl } };
  }
  await recordAnswer(ports.database.db, accepted.deliveryId, answer.status, answer.body);
  return answer;
}
