import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { OwnedCredentials } from '../runs/credentials-port';
import type { SecretStore } from '../runs/engine/secrets';
import type { RunQueue } from '../runs/server-runs/run-queue';
import type { SequencesForRuns } from '../runs/runnable-sequences-port';

/**
 * What the webhooks feature is handed (app.ts, v1.ts), so that it imports neither sequences nor
 * credentials: a sequence as a run needs it (the runs feature's port), the names and kinds of the
 * owner's credentials for the check before a run, and the owner's credentials opened for the
 * authentication check. Runs it starts through the runs feature, which it may import.
 */
export interface WebhookPorts {
  database: Database;
  queue: RunQueue;
  sequences: SequencesForRuns;
  credentials: OwnedCredentials;
  secretsFor: (userId: string) => SecretStore;
  /** PUBLIC_URL: the addresses and a run's status URL are built from it. */
  publicUrl: string;
  /** How long a sync webhook waits for its run (30 s; tests lower it). */
  syncWaitMs: number;
  log: FastifyBaseLogger;
}

/** The address of a webhook's key, as its owner copies it. */
export const addressUrl = (publicUrl: string, address: 'production' | 'test', key: string) => `${publicUrl.replace(/\/+$/, '')}/v1/webhooks/${address === 'test' ? 'test/' : ''}${key}`;

/** Where a run is followed (signed in). */
export const runStatusUrlBase = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/v1/workflows/runs/`;
