import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fullName } from '../../../src/domain/account/user';
import {
  workflowRunCreatePayloadSchema,
  workflowRunListQuerySchema,
  workflowRunListSchema,
  workflowRunSchema,
  type WorkflowRun,
} from '../../../src/domain/workflow/workflow-runs';
import type { Database } from '../../db/database';
import { sequences, workflowRuns } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { findOwnedSequence } from './owned-sequence';

type WorkflowRunRow = typeof workflowRuns.$inferSelect;

function toWorkflowRun(row: WorkflowRunRow): WorkflowRun {
  return {
    id: row.id,
    workflowName: row.workflowName,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: row.status,
    executedBy: row.executedBy,
    nodesExecuted: row.nodesExecuted,
  };
}

/** The search text is matched literally: %, _ and \ typed by the user are not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

const tags = ['workflow runs'];

export async function workflowRunRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { preHandler: app.requireUser };

  api.post(
    '/workflows/runs',
    { ...signedIn, schema: { tags, body: workflowRunCreatePayloadSchema, response: { 201: workflowRunSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const run = request.body;
      const sequence = run.sequence_id ? await findOwnedSequence(db, user.id, run.sequence_id) : null;
      const endTime = new Date(run.end_time);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(workflowRuns)
          .values({
            userId: user.id,
            sequenceId: sequence?.id ?? null,
            workflowName: run.workflow_name,
            startTime: new Date(run.start_time),
            endTime,
            status: run.status,
            executedBy: fullName(user),
            nodesExecuted: run.nodes_executed,
          })
          .returning();
        if (!inserted) throw new Error('insert into workflow_runs returned no row');
        if (sequence) {
          // A run reported late must not move "Last Run At" back in time.
          const end = sql`${endTime.toISOString()}::timestamptz`;
          await tx
            .update(sequences)
            .set({ lastRunAt: sql`greatest(coalesce(${sequences.lastRunAt}, ${end}), ${end})` })
            .where(eq(sequences.id, sequence.id));
        }
        return inserted;
      });
      return reply.status(201).send(toWorkflowRun(row));
    },
  );

  api.get(
    '/workflows/runs',
    { ...signedIn, schema: { tags, querystring: workflowRunListQuerySchema, response: { 200: workflowRunListSchema } } },
    async (request) => {
      const user = currentUser(request);
      const { sequence_id, q, status, sort, limit } = request.query;
      const conditions: SQL[] = [eq(workflowRuns.userId, user.id)];
      if (sequence_id) {
        const sequence = await findOwnedSequence(db, user.id, sequence_id);
        conditions.push(eq(workflowRuns.sequenceId, sequence.id));
      }
      if (status) conditions.push(eq(workflowRuns.status, status));
      if (q) {
        const pattern = containsPattern(q);
        const matches = or(ilike(workflowRuns.workflowName, pattern), ilike(workflowRuns.executedBy, pattern));
        if (matches) conditions.push(matches);
      }
      const direction = sort === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(workflowRuns)
        .where(and(...conditions))
        .orderBy(direction(workflowRuns.startTime), direction(workflowRuns.id))
        .limit(limit);
      return rows.map(toWorkflowRun);
    },
  );
}
