import { fromPglite, PgBoss, type Job } from 'pg-boss';
import { randomUUID } from 'node:crypto';
import { browserNodes } from '../../../src/domain/workflow/node-catalogue/catalogue';
import { savedWorkflowSchema } from '../../../src/domain/workflow/saved-workflow';
import { serverRunMessages } from '../../../src/domain/workflow/server-runs';
import { allowanceOf } from '../../plans/allowance';
import type { Database } from '../../db/database';
import * as browserWorkers from '../browser/repository';
import type { WorkflowRunRow } from '../answers';
import { engineWorkflowOf } from '../engine/workflow';
import { executeRun } from './execute-run';
import { RunEnds } from './run-ends';
import { RunJobSender } from './run-job-sender';
import { claimRuns, queuedRunsWithoutJob } from './run-queue-repository';
import { botBrowserNodes } from './bot-setup-check';
import { browserQueueName, browserWorkerStaleMs, claimAgainSeconds, runJobHeartbeatSeconds, runPollSeconds, runQueueName, runsAtOnce, runsAtOnceOfTier, type RunQueueOptions } from './run-queue-settings';
import { endInterruptedRuns } from './run-repository';
import { orderedJobId, RunWorker, type JobStart, type RunJob } from './run-worker';
import * as scheduleQueue from './schedule-queue';
import { createRetentionQueue, workOnRetention } from '../retention/retention-queue';
import type { ScheduledNode } from './sequence-schedules';

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
  /** Each run queue's jobs on their way to pg-boss, sent together (D110). */
  readonly #jobs = new RunJobSender(() => this.start());
  /** The ends of this process's runs, written together (D110). */
  readonly #ends: RunEnds;

  constructor(database: Database, options: RunQueueOptions) {
    this.#database = database;
    this.#options = options;
    this.#ends = new RunEnds(database.db, options.sequences, options.onRunsEnded);
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
    await boss.createQueue(runQueueName, { retryLimit: 0, expireInSeconds: 24 * 3600, heartbeatSeconds: runJobHeartbeatSeconds });
    await boss.createQueue(browserQueueName, { retryLimit: 0, expireInSeconds: 24 * 3600, heartbeatSeconds: runJobHeartbeatSeconds });
    await scheduleQueue.createScheduleQueue(boss);
    await createRetentionQueue(boss);
    if (this.#options.work) {
      // The embedded database belongs to this process alone: whatever was running died with the last one,
      // and a queued run without its job lost it with the last one too.
      const alone = connection.kind === 'pglite' ? new Date() : undefined;
      await this.#endInterrupted(boss, alone);
      // Not awaited: sending a job waits for this start to be over.
      void Promise.resolve().then(() => this.#sendOrphans(alone));
      this.#workOn(boss, runQueueName, this.#options.localConcurrency);
      if (this.#options.browsers) {
        await browserWorkers.beatBrowserWorker(this.#database.db, this.#browserWorkerId);
        this.#workOn(boss, browserQueueName, this.#options.localConcurrency);
      }
      await scheduleQueue.workOnSchedules(boss, (sequenceId, nodeId) => this.scheduleDue(sequenceId, nodeId));
      // D149: runs past their plan's retention are pruned once a day, by whichever worker takes the job.
      await workOnRetention(boss, this.#database.db, (count) => this.#options.log.info({ count }, 'pruned runs past their plan’s retention'));
      this.#sweep = setInterval(() => void this.#housekeeping(boss), this.#options.sweepEveryMs);
    }
    return boss;
  }

  /** This process's worker on the queue (D106: our own loop, batched fetch, claim and completion). */
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
    const claims = await claimRuns(
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
    await this.#sendOrphans();
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

  /**
   * Sends the job again of each queued run that has none (queuedRunsWithoutJob says how one loses
   * it): one queued longer than a stale heartbeat takes, or, at the start of a process alone on its
   * database, every one. A second job for a run that still had one is harmless: only one claim takes it.
   */
  async #sendOrphans(queuedBefore = new Date(Date.now() - this.#options.staleAfterMs)): Promise<void> {
    try {
      const db = this.#database.db;
      for (const run of await queuedRunsWithoutJob(db, queuedBefore, [runQueueName, browserQueueName])) {
        const saved = savedWorkflowSchema.safeParse(run.workflow);
        const nodes = saved.success ? engineWorkflowOf(saved.data).nodes : [];
        const needsBrowser = browserNodes(nodes).length > 0 || (await botBrowserNodes(db, run.userId, nodes)).length > 0;
        const { planId } = await allowanceOf(db, run.userId);
        await this.enqueue(run.id, run.userId, { needsBrowser, planId });
        this.#options.log.warn({ runId: run.id }, 'a queued run had no job in the run queue: sent it again');
      }
    } catch (error) {
      this.#options.log.error({ err: error }, 'looking for queued runs without a job failed');
    }
  }

  async #endInterrupted(boss: PgBoss, staleBefore = new Date(Date.now() - this.#options.staleAfterMs)): Promise<void> {
    try {
      const ended = await endInterruptedRuns(this.#database.db, { staleBefore });
      if (ended.length > 0) this.#options.onRunsEnded?.(ended);
      for (const runId of ended) {
        this.#options.log.warn({ runId }, serverRunMessages.interrupted);
        // Free the user's running slot the dead job still held.
        for (const name of [runQueueName, browserQueueName]) {
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
   * (D118), a UUIDv7 taken under the user's lock: pg-boss offers the jobs of one insert in the
   * order they were inserted (each batch goes in id order) and a user's jobs within a fetch by id, so
   * a user's runs come in the order they were queued, whichever POST's answer this process read
   * first. Ids taken here from this process's clock put a user's runs out of order in the runs bench,
   * and 400 to 900 of its 1,000 runs went back to the queue once.
   */
  async enqueue(runId: string, userId: string, { needsBrowser = false, planId = null }: { needsBrowser?: boolean; planId?: string | null } = {}): Promise<void> {
    const group = planId !== null && planId in runsAtOnce.tiers ? { id: userId, tier: planId } : { id: userId };
    const name = needsBrowser ? browserQueueName : runQueueName;
    await this.#jobs.send(name, { id: runId, data: { runId } satisfies RunJob, group });
    this.#wake(name);
  }

  /** Whether pg-boss's cron reads the expression (five fields, UTC). */
  async isValidCron(cron: string): Promise<boolean> {
    return scheduleQueue.isValidCron(await this.start(), cron);
  }

  /** The sequence's schedules become exactly these (none turns them all off). */
  async replaceSchedules(sequenceId: string, nodes: readonly ScheduledNode[]): Promise<void> {
    await scheduleQueue.replaceSchedules(await this.start(), sequenceId, nodes);
  }

  /** What is scheduled for the sequence, as pg-boss holds it. */
  async schedulesOf(sequenceId: string): Promise<Array<{ cron: string; timezone: string }>> {
    return scheduleQueue.schedulesOf(await this.start(), sequenceId);
  }

  /** What pg-boss's cron does when one of a sequence's schedules comes due: starts its run (`nodeId`: the Schedule node that came due). */
  async scheduleDue(sequenceId: string, nodeId?: string): Promise<void> {
    await this.#options.onSchedule?.(sequenceId, nodeId);
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
    await endInterruptedRuns(this.#database.db, { ids: left });
    for (const runId of left) this.#running.get(runId)?.abort(new Error('stopping'));
    // Every tab closes with its run; then the browser itself.
    await this.#options.browsers?.close();
  }
}
