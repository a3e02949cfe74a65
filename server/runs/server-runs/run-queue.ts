import { fromPglite, PgBoss, type Job, type JobInsert } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { freeLimits, paidPlanLimits } from '../../../src/domain/plans/limits';
import { serverRunMessages } from '../../../src/domain/workflow/server-runs';
import type { Database } from '../../db/database';
import { randomUUID } from 'node:crypto';
import type { BrowserPool } from '../browser/browser-pool';
import * as browserWorkers from '../browser/repository';
import type { SecretStore } from '../engine/secrets';
import type { SequencesForRuns } from '../sequences-port';
import { executeRun, type EngineSettings } from './execute-run';
import type { Mailer } from '../../mail/smtp-mailer';
import * as serverRuns from './repository';
import { isScheduleOf, scheduleKeyOf, type ScheduledNode } from './sequence-schedules';
import type { WorkflowRunRow } from '../answers';
import { orderedJobId, RunWorker, type JobStart, type RunJob } from './run-worker';
import { BatchedWrites } from './batched-writes';
import { RunEnds } from './run-ends';
import { defaultRunConcurrency } from './run-concurrency';

const queueName = 'workflow-run';
/** Runs that need a browser (D68) wait here for a process that has one. */
const browserQueueName = 'workflow-run-browser';
/** Jobs pg-boss's cron sends for schedule nodes (D63); each starts a run of its sequence. */
const scheduleQueueName = 'sequence-schedule';

interface ScheduleJob {
  sequenceId: string;
}

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
  onSchedule?: (sequenceId: string) => Promise<void>;
  /** How a run's end reaches its sequence ("Last Run At"). */
  sequences: Pick<SequencesForRuns, 'runRecord'>;
  /** The credentials of a run's owner (D66). */
  secretsFor: (userId: string) => SecretStore;
  /** This process's browser worker (D68): with one, it also takes the runs that need a browser. */
  browsers: BrowserPool | null;
}

/** A process with a browser that has not beaten for this long is taken to be gone (D68). */
const browserWorkerStaleMs = 30_000;

/**
 * Runs running at once per user, across every process (issue 30): a job's tier is its user's paid
 * plan when it was queued, and pg-boss holds each group (the user) to its tier's figure; without a
 * plan, the Free allowance's. The others wait in queue order.
 */
export const runsAtOnce = {
  default: freeLimits.runs_at_once,
  tiers: Object.fromEntries(Object.entries(paidPlanLimits).map(([planId, limits]) => [planId, limits.runs_at_once])),
};

/** The runs at once pg-boss holds a job's group to: its tier's (the user's paid plan when it was queued), else the Free allowance's. */
const runsAtOnceOfTier = (tier: string | null | undefined): number => (tier ? runsAtOnce.tiers[tier] : undefined) ?? runsAtOnce.default;

/** How often a waiting worker looks for runs queued by another process (this process's own wake one at once). */
const runPollSeconds = 0.5;

/** A run's job is failed by pg-boss when it has not been touched for this long (its process died). */
const runJobHeartbeatSeconds = 30;

/**
 * How long a run's job waits for others when runs are being queued one just after another (issue 33:
 * in the runs bench half the jobs went one a statement); a run queued after a quiet moment waits for nothing.
 */
const jobSendLingerMs = 5;

/** When a run taken while its user was at their limit is offered again. */
const claimAgainSeconds = 1;

export const defaultRunQueueSettings = {
  localConcurrency: defaultRunConcurrency,
  heartbeatMs: 500,
  staleAfterMs: 10_000,
  sweepEveryMs: 5_000,
} as const;

/**
 * The run queue (D44) on pg-boss, in the same database as everything else: on PGlite through its
 * adapter, on PostgreSQL through pg-boss's own pool. pg-boss holds the order, the per-user limit
 * (its group concurrency counts across processes) and hands each run to one worker. It starts on
 * first use, so a process (or a test) that never runs anything does not pay for it.
 */
export class RunQueue {
  readonly #database: Database;
  readonly #options: RunQueueOptions;
  readonly #running = new Map<string, AbortController>();
  #started: Promise<PgBoss> | null = null;
  /** This process's worker on each run queue. */
  readonly #workers = new Map<string, RunWorker>();
  #sweep: NodeJS.Timeout | null = null;
  /** How this process names itself among those with a browser. */
  readonly #browserWorkerId = randomUUID();
  /** Each run queue's jobs on their way to pg-boss, sent together (issue 33). */
  readonly #outboxes = new Map<string, BatchedWrites<JobInsert>>();
  /** The ends of this process's runs, written together (issue 33). */
  readonly #ends: RunEnds;

  constructor(database: Database, options: RunQueueOptions) {
    this.#database = database;
    this.#options = options;
    this.#ends = new RunEnds(database.db, options.sequences);
  }

  start(): Promise<PgBoss> {
    this.#started ??= this.#boot();
    return this.#started;
  }

  async #boot(): Promise<PgBoss> {
    const { connection } = this.#database;
    const boss =
      connection.kind === 'pglite'
        ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', schedule: this.#options.work })
        : new PgBoss({ connectionString: connection.url, max: 4, schedule: this.#options.work });
    boss.on('error', (error) => this.#options.log.error({ err: error }, 'run queue error'));
    await boss.start();
    // A run is never executed twice: one that died with its process ends as interrupted instead.
    await boss.createQueue(queueName, { retryLimit: 0, expireInSeconds: 24 * 3600, heartbeatSeconds: runJobHeartbeatSeconds });
    await boss.createQueue(browserQueueName, { retryLimit: 0, expireInSeconds: 24 * 3600, heartbeatSeconds: runJobHeartbeatSeconds });
    await boss.createQueue(scheduleQueueName, { retryLimit: 0 });
    if (this.#options.work) {
      // The embedded database belongs to this process alone: whatever was running died with the last one.
      await this.#endInterrupted(boss, connection.kind === 'pglite' ? new Date() : undefined);
      this.#workOn(boss, queueName, this.#options.localConcurrency);
      if (this.#options.browsers) {
        await browserWorkers.beatBrowserWorker(this.#database.db, this.#browserWorkerId);
        this.#workOn(boss, browserQueueName, this.#options.localConcurrency);
      }
      await boss.work<ScheduleJob>(scheduleQueueName, { pollingIntervalSeconds: 2 }, async (jobs) => {
        for (const job of jobs) await this.scheduleDue(job.data.sequenceId);
      });
      this.#sweep = setInterval(() => void this.#housekeeping(boss), this.#options.sweepEveryMs);
    }
    return boss;
  }

  /** This process's worker on the queue (issue 33: our own loop, batched fetch, claim and completion). */
  #workOn(boss: PgBoss, name: string, concurrency: number): void {
    const worker = new RunWorker(boss, name, {
      concurrency,
      pollMs: runPollSeconds * 1000,
      touchEveryMs: (runJobHeartbeatSeconds * 1000) / 2,
      groupConcurrency: runsAtOnce,
      start: (jobs) => this.#start(jobs),
      again: async (job) => {
        const group = job.groupId ? { group: { id: job.groupId, ...(job.groupTier ? { tier: job.groupTier } : {}) } } : {};
        await boss.send(name, job.data, { ...group, id: orderedJobId(), startAfter: claimAgainSeconds });
      },
      onError: (error) => this.#options.log.error({ err: error, queue: name }, 'run queue error'),
    });
    this.#workers.set(name, worker);
    worker.start();
  }

  /** Claims the fetched runs in one transaction and starts each one taken; a run its user is not yet due goes 'again'. */
  async #start(jobs: Array<Job<RunJob>>): Promise<Map<string, JobStart>> {
    const claims = await serverRuns.claimRuns(
      this.#database.db,
      jobs.map((job) => ({ runId: job.data.runId, runsAtOnce: runsAtOnceOfTier(job.groupTier) })),
    );
    const starts = new Map<string, JobStart>();
    for (const job of jobs) {
      const claim = claims.get(job.data.runId);
      starts.set(job.id, claim === undefined ? null : claim === 'full' ? 'again' : this.#execute(claim));
    }
    return starts;
  }

  /** Wakes this process's worker on the queue, if it waits for work. */
  #wake(name: string): void {
    this.#workers.get(name)?.wake();
  }

  async #housekeeping(boss: PgBoss): Promise<void> {
    await this.#endInterrupted(boss);
    if (this.#options.browsers) await browserWorkers.beatBrowserWorker(this.#database.db, this.#browserWorkerId).catch((error: unknown) => this.#options.log.error({ err: error }, 'the browser worker could not beat'));
  }

  /**
   * Whether some process of the deployment can run a workflow that needs a browser (D68): this one,
   * or another that has beaten lately.
   */
  async hasBrowser(): Promise<boolean> {
    if (this.#options.work && this.#options.browsers) return true;
    return browserWorkers.anyBrowserWorkerSince(this.#database.db, new Date(Date.now() - browserWorkerStaleMs));
  }

  async #execute(run: WorkflowRunRow): Promise<void> {
    try {
      const { engine, heartbeatMs, mailer, secretsFor, browsers } = this.#options;
      await executeRun(this.#database.db, run, { engine, heartbeatMs, running: this.#running, mailer, ends: this.#ends, secretsFor, browsers });
    } catch (error) {
      // The run stays "running" without a heartbeat, so the sweep ends it as interrupted.
      this.#options.log.error({ err: error, runId: run.id }, 'run failed to execute');
    }
  }

  async #endInterrupted(boss: PgBoss, staleBefore = new Date(Date.now() - this.#options.staleAfterMs)): Promise<void> {
    try {
      const ended = await serverRuns.endInterruptedRuns(this.#database.db, { staleBefore });
      for (const runId of ended) {
        this.#options.log.warn({ runId }, serverRunMessages.interrupted);
        // Free the user's running slot the dead job still held.
        for (const name of [queueName, browserQueueName]) {
          const jobs = await boss.findJobs<RunJob>(name, { data: { runId } });
          if (jobs.length > 0) await boss.fail(name, jobs.map((job) => job.id));
        }
      }
    } catch (error) {
      this.#options.log.error({ err: error }, 'looking for interrupted runs failed');
    }
  }

  /**
   * Queues a run; its user's runs go in one group, tiered by the user's paid plan (`planId`, null:
   * the Free allowance), so pg-boss holds them to the plan's runs at once. One that needs a browser
   * goes to the browser queue (D68), which only processes with one work on. The job's id is the run's
   * (issue 33), a UUIDv7 taken under the user's lock: pg-boss offers the jobs of one insert in the
   * order they were inserted (each batch goes in id order) and a user's jobs within a fetch by id, so
   * a user's runs come in the order they were queued, whichever POST's answer this process read
   * first. Ids taken here from this process's clock put a user's runs out of order in the runs bench,
   * and 400 to 900 of its 1,000 runs went back to the queue once.
   */
  async enqueue(runId: string, userId: string, { needsBrowser = false, planId = null }: { needsBrowser?: boolean; planId?: string | null } = {}): Promise<void> {
    const group = planId !== null && planId in runsAtOnce.tiers ? { id: userId, tier: planId } : { id: userId };
    const name = needsBrowser ? browserQueueName : queueName;
    let outbox = this.#outboxes.get(name);
    if (!outbox) {
      outbox = new BatchedWrites<JobInsert>((jobs) => this.#send(name, jobs), { lingerMs: jobSendLingerMs });
      this.#outboxes.set(name, outbox);
    }
    await outbox.write({ id: runId, data: { runId } satisfies RunJob, group });
    this.#wake(name);
  }

  async #send(name: string, jobs: JobInsert[]): Promise<void> {
    const boss = await this.start();
    // pg-boss offers the jobs of one insert (one created_on) in the order they were inserted: in run
    // order, which their ids keep, rather than the order this process read the POSTs' answers in.
    await boss.insert(name, [...jobs].sort((a, b) => (a.id! < b.id! ? -1 : a.id! > b.id! ? 1 : 0)));
  }

  /** Whether pg-boss's cron reads the expression (five fields, UTC). */
  async isValidCron(cron: string): Promise<boolean> {
    const boss = await this.start();
    try {
      return boss.previewSchedule(cron, { count: 1 }).length > 0;
    } catch {
      return false;
    }
  }

  /** The sequence's schedules become exactly these (none turns them all off). */
  async replaceSchedules(sequenceId: string, nodes: readonly ScheduledNode[]): Promise<void> {
    const boss = await this.start();
    const wanted = new Set(nodes.map((node) => scheduleKeyOf(sequenceId, node.nodeId)));
    for (const schedule of await boss.getSchedules(scheduleQueueName)) {
      if (isScheduleOf(sequenceId, schedule.key) && !wanted.has(schedule.key)) await boss.unschedule(scheduleQueueName, schedule.key);
    }
    for (const node of nodes) {
      await boss.schedule(scheduleQueueName, node.cron, { sequenceId } satisfies ScheduleJob, { key: scheduleKeyOf(sequenceId, node.nodeId), tz: 'UTC' });
    }
  }

  /** What is scheduled for the sequence, as pg-boss holds it. */
  async schedulesOf(sequenceId: string): Promise<Array<{ cron: string; timezone: string }>> {
    const boss = await this.start();
    return (await boss.getSchedules(scheduleQueueName)).filter((schedule) => isScheduleOf(sequenceId, schedule.key)).map(({ cron, timezone }) => ({ cron, timezone }));
  }

  /** What pg-boss's cron does when one of a sequence's schedules comes due: starts its run. */
  async scheduleDue(sequenceId: string): Promise<void> {
    await this.#options.onSchedule?.(sequenceId);
  }

  /** Stops a run executing in this process at once; false when it is not here. */
  abortLocal(runId: string): boolean {
    const controller = this.#running.get(runId);
    controller?.abort(new Error('cancelled'));
    return controller !== undefined;
  }

  /**
   * Stops taking runs and gives those under way a moment; any still running then end as interrupted
   * at once, rather than waiting for another process's sweep.
   */
  async stop(graceMs = 3_000): Promise<void> {
    if (this.#sweep) clearInterval(this.#sweep);
    if (!this.#started) return;
    const boss = await this.#started;
    if (this.#options.browsers && this.#options.work) await browserWorkers.forgetBrowserWorker(this.#database.db, this.#browserWorkerId).catch(() => {});
    await Promise.all([...this.#workers.values()].map((worker) => worker.stop(graceMs)));
    await boss.stop({ graceful: true, timeout: graceMs, close: true });
    const left = [...this.#running.keys()];
    // Ended first, so the aborted engine's own "cancelled" finds nothing left to write.
    await serverRuns.endInterruptedRuns(this.#database.db, { ids: left });
    for (const runId of left) this.#running.get(runId)?.abort(new Error('stopping'));
    // Every tab closes with its run; then the browser itself.
    await this.#options.browsers?.close();
  }
}
