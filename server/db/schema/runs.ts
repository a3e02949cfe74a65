import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RunTrigger } from '../../../src/domain/workflow/run-trigger';
import { users } from './accounts';
import { bytea } from './bytea';
import { sequences } from './sequences';

/**
 * A run of a sequence's workflow: a simulated test run the browser recorded (D16, kind 'test'), or a
 * real run on the server (D44, kind 'server') written as it goes, so any process can show any run.
 */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sequenceId: uuid('sequence_id').references(() => sequences.id, { onDelete: 'set null' }),
    /** 'node': a server run of one node alone with a pinned input (D87, Run this node). */
    kind: text('kind', { enum: ['test', 'server', 'node'] }).notNull().default('test'),
    workflowName: text('workflow_name').notNull(),
    /** When it was queued, for a server run until it starts. */
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    status: text('status', { enum: ['completed', 'failed', 'cancelled', 'running', 'queued'] }).notNull(),
    executedBy: text('executed_by').notNull(),
    nodesExecuted: integer('nodes_executed').notNull(),
    /** The node failures a completed run went on past, by continue or an error path (D128, D143): above 0, "completed with errors". */
    failuresHandled: integer('failures_handled').notNull().default(0),
    /** The workflow as saved when the run was started: later edits do not change a run under way. */
    workflow: jsonb('workflow'),
    /** The sequence's version it ran (D69): its number in sequence_versions, kept past pruning; null for a test run. */
    version: integer('version'),
    output: jsonb('output'),
    error: text('error'),
    /** Written by the process running it; a running run whose heartbeat stopped was interrupted. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** The run this one re-ran (D87), so History can say "Re-run of #…". */
    rerunOf: uuid('rerun_of').references((): AnyPgColumn => workflowRuns.id, { onDelete: 'set null' }),
    /**
     * Where the run begins when not at Start (D87): a re-run's first node and the branches its
     * reused decisions took, or the one node a node run runs with its input.
     */
    startAt: jsonb('start_at').$type<RunStartAt>(),
    /** What started it (D126): Run, a schedule, a webhook's delivery, a re-run or Run this node; null for a test run (and for runs queued before it was recorded, whose answer derives it). */
    trigger: jsonb('trigger').$type<RunTrigger>(),
  },
  (table) => [
    index('workflow_runs_user_start_idx').on(table.userId, table.startTime),
    index('workflow_runs_status_idx').on(table.status),
    // A user's runs under way and waiting, which queueing a run counts (D136): without it, every run of theirs ever.
    index('workflow_runs_user_active_idx').on(table.userId).where(sql`${table.status} in ('queued', 'running')`),
    // D148: a sequence's last server run for its tile (a lateral probe per sequence), and History by sequence.
    index('workflow_runs_sequence_start_idx').on(table.sequenceId, table.startTime),
    // D148: insights and the Runs card read a user's server runs of a period with what they count (migration 0024 adds INCLUDE columns).
    index('workflow_runs_server_user_start_idx').on(table.userId, table.startTime).where(sql`${table.kind} = 'server'`),
    // D149: the daily retention job deletes the oldest runs first.
    index('workflow_runs_start_idx').on(table.startTime),
  ],
);

/**
 * A re-run from a node, or a run of one node alone (D87), or a run a trigger began at its node with
 * an input (D135: a Webhook with its request). A re-run from a node of a run a trigger began keeps
 * that beginning as its `root`, so the run goes from there through the reused steps again.
 */
export type RunStartAt =
  | { nodeId: string; branches: Record<string, 'right' | 'bottom'>; root?: TriggerStart }
  | { nodeId: string; input: unknown; alone: true }
  | TriggerStart;

/** A run begun at a trigger's node, its input what the trigger received. */
export interface TriggerStart {
  nodeId: string;
  input: unknown;
  /** A Webhook node's request, or an error workflow's failed-run summary at its Start node (D129). */
  trigger: 'webhook' | 'error-workflow';
}

/** One execution of one node in a server run; a retry is a new step. */
export const workflowRunSteps = pgTable(
  'workflow_run_steps',
  {
    id: uuid('id').primaryKey(),
    runId: uuid('run_id')
      .notNull()
      .references(() => workflowRuns.id, { onDelete: 'cascade' }),
    /** The order steps started in. */
    position: integer('position').notNull(),
    nodeId: text('node_id').notNull(),
    /** The bot node's step whose sub-run this step is part of; null at the top of the run (D89). */
    parentStepId: uuid('parent_step_id'),
    nodeType: text('node_type').notNull(),
    label: text('label').notNull(),
    /** `cancelled`: the step a cancel interrupted (D89). */
    status: text('status', { enum: ['running', 'completed', 'failed', 'skipped', 'cancelled'] }).notNull(),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    input: jsonb('input'),
    output: jsonb('output'),
    error: text('error'),
    logs: jsonb('logs').$type<string[]>().notNull().default([]),
    /** Whether the step has a screenshot (D68), so a run's steps are listed without reading images. */
    hasScreenshot: boolean('has_screenshot').notNull().default(false),
    /** Carried over as it was from the run this one re-ran (D87): not executed again. */
    reused: boolean('reused').notNull().default(false),
    /** On a node's last failed attempt, how the run went on past it (D128): 'continue' or 'errorPath'; null when it stopped the run. */
    handled: text('handled', { enum: ['continue', 'errorPath'] }),
  },
  (table) => [
    index('workflow_run_steps_run_idx').on(table.runId, table.position),
    // D148: insights' failing nodes read the failed steps alone, a small part of all steps.
    index('workflow_run_steps_failed_idx').on(table.runId).where(sql`${table.status} = 'failed'`),
  ],
);

/** A browser node's tab as the step ended (D68): a JPEG of at most 300 kB, served to the run's owner. */
export const workflowRunStepScreenshots = pgTable('workflow_run_step_screenshots', {
  stepId: uuid('step_id')
    .primaryKey()
    .references(() => workflowRunSteps.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});

/**
 * The processes that have a browser (D68), each beating while it runs: a Run that needs a browser
 * is refused when none has beaten lately, and otherwise waits in its queue for one of them.
 */
export const browserWorkers = pgTable('browser_workers', {
  id: text('id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/** What email nodes and scripts' mail.send wrote (D45, D67); sent through SMTP only where one is configured. */
export const runEmails = pgTable(
  'run_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => workflowRuns.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The plain text; a script may send an HTML part beside it. */
    body: text('body').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('run_emails_run_idx').on(table.runId)],
);

/** A file attached to an outbox message (D67), kept with it so the outbox shows what was sent. */
export const runEmailAttachments = pgTable(
  'run_email_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailId: uuid('email_id')
      .notNull()
      .references(() => runEmails.id, { onDelete: 'cascade' }),
    /** Their order in the message. */
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
  },
  (table) => [index('run_email_attachments_email_idx').on(table.emailId, table.position)],
);

/**
 * The run's working folder (D67): what its scripts wrote with files.write, in the database so any
 * process sees it and the run panel can offer it for download. A name is a plain file name; writing
 * it again replaces the file.
 */
export const runFiles = pgTable(
  'run_files',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => workflowRuns.id, { onDelete: 'cascade' }),
    /**
     * The run's user, filled in from the run by a trigger on insert (migration 0019), so the plan's run
     * files kept are summed from the user's files rather than by going through every run of theirs (D136).
     */
    userId: uuid('user_id'),
    name: text('name').notNull(),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.name] }), index('run_files_user_idx').on(table.userId)],
);
