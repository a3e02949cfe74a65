import type { FastifyBaseLogger } from 'fastify';
import { freeLimits, paidPlanLimits } from '../../../src/domain/plans/limits';
import type { Mailer } from '../../mail/smtp-mailer';
import type { BrowserPool } from '../browser/browser-pool';
import type { SecretStore } from '../engine/secrets';
import type { SequencesForRuns } from '../runnable-sequences-port';
import type { EngineSettings } from './execute-run';
import { defaultRunConcurrency } from './run-concurrency';

/** What the run queue (run-queue.ts) is set up with, and the figures it keeps to. */

export const runQueueName = 'workflow-run';
/** Runs that need a browser (D68) wait here for a process that has one. */
export const browserQueueName = 'workflow-run-browser';

export interface RunQueueOptions {
  /** Whether this process executes runs (false: it only queues them, another process works). */
  work: boolean;
  engine: EngineSettings;
  /** Runs executing at once in this process (run-concurrency.ts). */
  localConcurrency: number;
  heartbeatMs: number;
  /** A running run whose heartbeat is older than this was interrupted (its process died). */
  staleAfterMs: number;
  /** How often to look for interrupted runs. */
  sweepEveryMs: number;
  log: FastifyBaseLogger;
  /** SMTP delivery for email nodes, when SMTP_URL is set. */
  mailer?: Mailer;
  /** Starts a run of the sequence when one of its schedules comes due (a worker process only). */
  onSchedule?: (sequenceId: string, nodeId?: string) => Promise<void>;
  /** Told of the runs whose ends were written (D144: a failure's error workflow and alerts), whatever their outcome. */
  onRunsEnded?: (runIds: readonly string[]) => void;
  /** How a run's end reaches its sequence ("Last Run At"). */
  sequences: Pick<SequencesForRuns, 'runRecord'>;
  /** The credentials of a run's owner (D66). */
  secretsFor: (userId: string) => SecretStore;
  /** This process's browser worker (D68): with one, it also takes the runs that need a browser. */
  browsers: BrowserPool | null;
}

/** A process with a browser that has not beaten for this long is taken to be gone (D68). */
export const browserWorkerStaleMs = 30_000;

/**
 * Runs running at once per user, across every process (D85): a job's tier is its user's paid
 * plan when it was queued, and pg-boss holds each group (the user) to its tier's figure; without a
 * plan, the Free allowance's. The others wait in queue order.
 */
export const runsAtOnce = {
  default: freeLimits.runs_at_once,
  tiers: Object.fromEntries(Object.entries(paidPlanLimits).map(([planId, limits]) => [planId, limits.runs_at_once])),
};

/** The runs at once pg-boss holds a job's group to: its tier's (the user's paid plan when it was queued), else the Free allowance's. */
export const runsAtOnceOfTier = (tier: string | null | undefined): number => (tier ? runsAtOnce.tiers[tier] : undefined) ?? runsAtOnce.default;

/** How often a waiting worker looks for runs queued by another process (this process's own wake one at once). */
export const runPollSeconds = 0.5;

/** A run's job is failed by pg-boss when it has not been touched for this long (its process died). */
export const runJobHeartbeatSeconds = 30;

/**
 * How long a run's job waits for others when runs are being queued one just after another (D118:
 * in the runs bench half the jobs went one a statement); a run queued after a quiet moment waits for nothing.
 */
export const jobSendLingerMs = 5;

/** When a run taken while its user was at their limit is offered again. */
export const claimAgainSeconds = 1;

export const defaultRunQueueSettings = {
  localConcurrency: defaultRunConcurrency,
  heartbeatMs: 500,
  staleAfterMs: 10_000,
  sweepEveryMs: 5_000,
} as const;
