import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PasswordWorkLimits } from './accounts/password-work';
import type { AccountSettings } from './accounts/reset-mail';
import { accountRoutes } from './accounts/routes';
import { alertRoutes } from './alerts/routes';
import { apiKeyRoutes } from './api-keys/routes';
import { assistantBuildRoutes } from './assistant/build-routes';
import { assistantRoutes } from './assistant/routes';
import { explainRoutes } from './assistant/explain-routes';
import type { GeminiSettings } from './assistant/gemini';
import { botRoutes } from './bots/routes';
import { credentialRoutes, type CredentialRouteOptions } from './credentials/routes';
import { secretValuesOf } from './credentials/user-secret-values';
import type { Database } from './db/database';
import type { AccountOutbox } from './mail/account-outbox';
import { healthRoutes } from './health/routes';
import { insightsRoutes } from './insights/routes';
import { marketRoutes } from './market/routes';
import { paymentRoutes, type PaymentRouteOptions } from './payments/routes';
import { subscriptionRoutes } from './plans/routes';
import type { RunQueue } from './runs/server-runs/run-queue';
import { serverRunRoutes } from './runs/server-runs/routes';
import { sequenceSchedules } from './runs/server-runs/schedules';
import type { OwnedCredentials } from './runs/credentials-port';
import type { SequencesForRuns } from './runs/runnable-sequences-port';
import { testRunRoutes } from './runs/test-runs/routes';
import { scriptRoutes } from './scripts/routes';
import { sequenceRoutes } from './sequences/routes';
import type { WebhookPorts } from './webhooks/ports';
import { webhookReceiveRoutes } from './webhooks/receive-routes';
import { webhookRoutes } from './webhooks/routes';
import { sequenceWebhooks } from './webhooks/sequence-webhooks';

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
    sequences,
    credentialsForRuns,
    credentials,
    passwordWork,
    outbox,
    accounts,
    payments,
    webhooks,
  }: {
    database: Database;
    gemini: GeminiSettings | null;
    queue: RunQueue;
    sequences: SequencesForRuns;
    credentialsForRuns: OwnedCredentials;
    credentials: Omit<CredentialRouteOptions, 'database'>;
    passwordWork?: PasswordWorkLimits;
    /** Mail to account holders (purchase confirmations, password resets), kept and sent through SMTP when set. */
    outbox: AccountOutbox;
    /** PUBLIC_URL and SMTP for reset links (D82). */
    accounts: AccountSettings;
    payments: Omit<PaymentRouteOptions, 'database' | 'outbox'>;
    /** The webhooks' sync wait and the owner's credentials opened for their authentication check. */
    webhooks: Pick<WebhookPorts, 'secretsFor' | 'syncWaitMs'>;
  },
) {
  await app.register(healthRoutes, { database });
  await app.register(accountRoutes, { database, passwordWork, outbox, settings: accounts });
  await app.register(subscriptionRoutes, { database });
  // Sequences and runs reach each other only through what is handed in here (D72); so do sequences and webhooks (D126).
  await app.register(sequenceRoutes, { database, schedules: sequenceSchedules(queue), webhooks: sequenceWebhooks() });
  await app.register(scriptRoutes, { database });
  await app.register(testRunRoutes, { database, sequences });
  await app.register(serverRunRoutes, { database, queue, sequences, credentials: credentialsForRuns });
  await app.register(botRoutes, { database });
  await app.register(marketRoutes, { database });
  await app.register(paymentRoutes, { database, outbox, ...payments });
  await app.register(credentialRoutes, { database, ...credentials });
  await app.register(apiKeyRoutes, { database });
  await app.register(alertRoutes, { database });
  await app.register(insightsRoutes, { database });
  await app.register(assistantRoutes, { database, gemini });
  // Ask Flo why hides every value of the user's credentials from its prompt (D92); assistant imports nothing of credentials.
  await app.register(explainRoutes, { database, gemini, credentialValues: (db, userId) => secretValuesOf(db, credentials.cipher, userId) });
  await app.register(assistantBuildRoutes, { database, gemini });
  // Webhooks start runs (through the runs feature) for anyone with an address; they read sequences and open credentials through the ports handed in.
  const webhookPorts: WebhookPorts = { database, queue, sequences, credentials: credentialsForRuns, secretsFor: webhooks.secretsFor, publicUrl: accounts.publicUrl, syncWaitMs: webhooks.syncWaitMs, log: app.log };
  await app.register(webhookRoutes, webhookPorts);
  await app.register(webhookReceiveRoutes, webhookPorts);
  const documentSchema = z.looseObject({ openapi: z.string() }).describe('An OpenAPI 3.0 document.');
  app.get(
    '/openapi.json',
    { schema: { operationId: 'getOpenApiDocument', summary: 'This document: every operation with its schemas and statuses', tags: ['service'], response: { 200: documentSchema } } },
    async () => app.swagger(),
  );
}
