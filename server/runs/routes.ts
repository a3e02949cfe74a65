import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fullName } from '../../src/domain/account/user';
import {
  workflowRunCreatePayloadSchema,
  workflowRunListQuerySchema,
  workflowRunPageSchema,
  workflowRunSchema,
  type WorkflowRun,
} from '../../src/domain/workflow/workflow-runs';
import type { Database } from '../db/database';
import { currentUser } from '../plugins/auth';
import { requireOwnedSequence } from '../sequences/owned-sequence';
import { recordSequenceRun } from '../sequences/repository';
import * as runs from './repository';

function toWorkflowRun(row: runs.WorkflowRunRow): WorkflowRun {
  return {
    id: row.id,
    workflowName: row.workflowName,
    kind: row.kind,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    status: row.status,
    executedBy: row.executedBy,
    nodesExecuted: row.nodesExecuted,
  };
}

const tags = ['workflow runs'];

export async function workflowRunRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  api.post(
    '/workflows/runs',
    { ...signedIn, schema: { tags, body: workflowRunCreatePayloadSchema, response: { 201: workflowRunSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const run = request.body;
      const sequence = run.sequence_id ? await requireOwnedSequence(db, user.id, run.sequence_id) : null;
      const endTime = new Date(run.end_time);
      const row = await db.transaction(async (tx) => {
        const inserted = await runs.insertWorkflowRun(tx, {
          userId: user.id,
          sequenceId: sequence?.id ?? null,
          workflowName: run.workflow_name,
          startTime: new Date(run.start_time),
          endTime,
          status: run.status,
          executedBy: fullName(user),
          nodesExecuted: run.nodes_executed,
        });
        if (sequence) await recordSequenceRun(tx, sequence.id, endTime);
        return inserted;
      });
      return reply.status(201).send(toWorkflowRun(row));
    },
  );

  api.get(
    '/workflows/runs',
    { ...signedIn, schema: { tags, querystring: workflowRunListQuerySchema, response: { 200: workflowRunPageSchema } } },
    async (request) => {
      const user = currentUser(request);
      const { sequence_id, q, status, sort, page, page_size } = request.query;
      const sequence = sequence_id ? await requireOwnedSequence(db, user.id, sequence_id) : null;
      const { rows, total } = await runs.listWorkflowRuns(db, { userId: user.id, sequenceId: sequence?.id, status, search: q, sort, page, pageSize: page_size });
      return { items: rows.map(toWorkflowRun), total, page, page_size };
    },
  );
}
