import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sequences } from './sequences';

/** A recorded test run of a sequence's workflow (D16). */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sequenceId: uuid('sequence_id').references(() => sequences.id, { onDelete: 'set null' }),
    workflowName: text('workflow_name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['completed', 'failed'] }).notNull(),
    executedBy: text('executed_by').notNull(),
    nodesExecuted: integer('nodes_executed').notNull(),
  },
  (table) => [index('workflow_runs_user_start_idx').on(table.userId, table.startTime)],
);
