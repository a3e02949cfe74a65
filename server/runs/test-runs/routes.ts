import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fullName } from '../../../src/domain/account/user';
import { workflowRunCreatePayloadSchema, workflowRunListQuerySchema, workflowRunPageSchema, workflowRunSchema } from '../../../src/domain/workflow/workflow-runs';
import type { Database } from '../../db/database';
import { currentUser } from '../../plugins/auth';
import { toWorkflowRun } from '../answers';
import { requireRunnableSequence, type SequencesForRuns } from '../runnable-sequences-port';
import { waitingOf } from '../server-runs/run-waiting';
import * as testRuns from './repository';

const tags = ['workflow runs'];

export interface TestRunRouteOptions {
  database: Database;
  sequences: SequencesForRuns;
}

/** The History (D16): the designer records each simulated test run; the list shows every run of the user. */
export async function testRunRoutes(app: FastifyInstance, { database, sequences }: TestRunRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  api.post(
    '/workflows/runs',
    {
      ...signedIn,
      schema: {
        operationId: 'recordTestRun',
        summary: 'Record a test run the designer simulated (History lists it)',
        tags,
        body: workflowRunCreatePayloadSchema,
        response: { 201: workflowRunSchema },
        errors: { 404: 'sequence_id names no sequence of yours.' },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const run = request.body;
      const sequence = run.sequence_id ? await requireRunnableSequence(sequences, db, user.id, run.sequence_id) : null;
      const endTime = new Date(run.end_time);
      const row = await db.transaction(async (tx) => {
        const inserted = await testRuns.insertWorkflowRun(tx, {
          userId: user.id,
          sequenceId: sequence?.id ?? null,
          workflowName: run.workflow_name,
          startTime: new Date(run.start_time),
          endTime,
          status: run.status,
          executedBy: fullName(user),
          nodesExecuted: run.nodes_executed,
        });
        if (sequence) await sequences.recordRun(tx, sequence.id, endTime);
        return inserted;
      });
      return reply.status(201).send(toWorkflowRun(row));
    },
  );

  api.get(
    '/workflows/runs',
    {
      ...signedIn,
      config: { apiKeyScope: 'runs:read' },
      schema: {
        operationId: 'listWorkflowRuns',
        summary: 'Your runs, test and server runs alike, a page at a time',
        tags,
        querystring: workflowRunListQuerySchema,
        response: { 200: workflowRunPageSchema },
        errors: { 404: 'sequence_id names no sequence of yours.' },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { sequence_id, q, status, sort, page, page_size } = request.query;
      const sequence = sequence_id ? await requireRunnableSequence(sequences, db, user.id, sequence_id) : null;
      const { rows, total } = await testRuns.listWorkflowRuns(db, { userId: user.id, sequenceId: sequence?.id, status, search: q, sort, page, pageSize: page_size });
      // A queued run says why it waits and its place (D89), as History shows it.
      const items = await Promise.all(rows.map(async (row) => ({ ...toWorkflowRun(row), waiting: await waitingOf(db, row) })));
      return { items, total, page, page_size };
    },
  );
}
