import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const sequences = pgTable(
  'sequences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    items: jsonb('items').$type<unknown[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** "Workflow Active" (D63): while on, the workflow's schedule nodes start it on their cron. */
    active: boolean('active').notNull().default(false),
  },
  (table) => [index('sequences_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Every save of a sequence's workflow (D69), numbered per sequence. The last 100 are kept, and every
 * version a run refers to (`workflow_runs.version`); the rest are pruned when a save adds one.
 */
export const sequenceVersions = pgTable(
  'sequence_versions',
  {
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => sequences.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    workflow: jsonb('workflow').notNull(),
    nodeCount: integer('node_count').notNull(),
    edgeCount: integer('edge_count').notNull(),
    summary: text('summary').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sequenceId, table.number] })],
);
