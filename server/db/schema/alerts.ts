import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { workflowRuns } from './runs';
import { sequences } from './sequences';

/**
 * What a sequence does when a run of it fails (D129): the error workflow it starts, and where its
 * alerts go. Credentials are named as nodes name them (D66), and read only when an alert is sent.
 */
export const sequenceFailureSettings = pgTable('sequence_failure_settings', {
  sequenceId: uuid('sequence_id')
    .primaryKey()
    .references(() => sequences.id, { onDelete: 'cascade' }),
  /** Another sequence of the same user, started with the failed run's summary; null: none. */
  errorWorkflowId: uuid('error_workflow_id').references(() => sequences.id, { onDelete: 'set null' }),
  onFailure: boolean('on_failure').notNull().default(true),
  onRecovery: boolean('on_recovery').notNull().default(true),
  /** An e-mail to the account's own address. */
  email: boolean('email').notNull().default(false),
  /** An "Incoming webhook URL" credential: a Slack-compatible incoming webhook. */
  slackCredential: text('slack_credential'),
  /** A generic webhook's address, and the Secret credential its body is signed with (D146). */
  webhookUrl: text('webhook_url'),
  webhookCredential: text('webhook_credential'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each sequence's alert debounce (D145): whether it is failing, when it last alerted, and the
 * failures since that alert not yet told (the hourly digest). Changed only under the row's lock, so
 * two processes never both send.
 */
export const sequenceAlertStates = pgTable('sequence_alert_states', {
  sequenceId: uuid('sequence_id')
    .primaryKey()
    .references(() => sequences.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  failing: boolean('failing').notNull().default(false),
  lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
  pendingFailures: integer('pending_failures').notNull().default(0),
  /** When the first of the failures not yet told ended. */
  pendingSince: timestamp('pending_since', { withTimezone: true }),
  /** The last of them, which the digest links to. */
  pendingRunId: uuid('pending_run_id'),
});

/** One row per run whose end was reacted to (D144): whoever inserts it starts the error workflow and alerts; anyone else does nothing. */
export const runEndReactions = pgTable('run_end_reactions', {
  runId: uuid('run_id')
    .primaryKey()
    .references(() => workflowRuns.id, { onDelete: 'cascade' }),
  reactedAt: timestamp('reacted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every alert sent or refused (D129): per channel, what kind it was, and why it failed. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => workflowRuns.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'slack', 'webhook'] }).notNull(),
    kind: text('kind', { enum: ['failure', 'digest', 'recovery'] }).notNull(),
    /** sent; kept (e-mail without SMTP_URL, in the outbox); failed. */
    status: text('status', { enum: ['sent', 'kept', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('alert_deliveries_sequence_idx').on(table.sequenceId, table.createdAt)],
);

/** The bell (D129): what a user is told in the app, each read or not. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['failure', 'digest', 'recovery', 'refused'] }).notNull(),
    title: text('title').notNull(),
    sequenceId: uuid('sequence_id').references(() => sequences.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => workflowRuns.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);
