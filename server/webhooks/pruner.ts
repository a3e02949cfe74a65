import type { FastifyBaseLogger } from 'fastify';
import { webhookLimits } from '../../src/domain/webhooks/webhooks';
import type { Db } from '../db/database';
import { pruneDeliveries } from './deliveries-repository';
import { pruneDeliveryCounts } from './repository';

/** How often the log is pruned: every process does it, as deleting what is past is the same work wherever it is done. */
export const defaultPruneEveryMs = 60 * 60 * 1000;

/** The deliveries older than 30 days and the minutes' counts that are over, deleted (D126). */
export async function pruneWebhookLog(db: Db, now: Date = new Date()): Promise<void> {
  await pruneDeliveries(db, new Date(now.getTime() - webhookLimits.keptDays * 24 * 60 * 60 * 1000));
  await pruneDeliveryCounts(db, now);
}

/** The pruning job: once soon after the start, then every `everyMs`; `stop` waits for a prune under way. */
export function startWebhookPruner(db: Db, everyMs: number, log: FastifyBaseLogger): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const prune = () => {
    running = pruneWebhookLog(db).catch((error: unknown) => log.error({ err: error }, 'pruning the webhooks’ deliveries log failed'));
  };
  const first = setTimeout(prune, Math.min(everyMs, 10_000));
  const every = setInterval(prune, everyMs);
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
