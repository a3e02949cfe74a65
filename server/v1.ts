import type { FastifyInstance } from 'fastify';
import type { PasswordWorkLimits } from './accounts/password-work';
import { accountRoutes } from './accounts/routes';
import { assistantRoutes } from './assistant/routes';
import type { GeminiSettings } from './assistant/gemini';
import { botRoutes } from './bots/routes';
import type { Database } from './db/database';
import { healthRoutes } from './health/routes';
import { marketRoutes } from './market/routes';
import { paymentRoutes, type PaymentRouteOptions } from './payments/routes';
import { subscriptionRoutes } from './plans/routes';
import type { RunQueue } from './runs/run-queue';
import { workflowRunRoutes } from './runs/routes';
import { serverRunRoutes } from './runs/server-run-routes';
import { scriptRoutes } from './scripts/routes';
import { sequenceRoutes } from './sequences/routes';

/**
 * The API under /v1, one feature folder each (server/<feature>/routes.ts with its repository.ts).
 * Health first: a load balancer's probe must answer whatever a feature does at start.
 */
export async function v1Routes(
  app: FastifyInstance,
  {
    database,
    gemini,
    queue,
    passwordWork,
    payments,
  }: { database: Database; gemini: GeminiSettings | null; queue: RunQueue; passwordWork?: PasswordWorkLimits; payments: Omit<PaymentRouteOptions, 'database'> },
) {
  await app.register(healthRoutes, { database });
  await app.register(accountRoutes, { database, passwordWork });
  await app.register(subscriptionRoutes, { database });
  await app.register(sequenceRoutes, { database, queue });
  await app.register(scriptRoutes, { database });
  await app.register(workflowRunRoutes, { database });
  await app.register(serverRunRoutes, { database, queue });
  await app.register(botRoutes, { database });
  await app.register(marketRoutes, { database });
  await app.register(paymentRoutes, { database, ...payments });
  await app.register(assistantRoutes, { database, gemini });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
