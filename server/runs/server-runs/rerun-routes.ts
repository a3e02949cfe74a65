import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fullName } from '../../../src/domain/account/user';
import { nodeRunRequestSchema, rerunPreviewSchema, rerunRequestSchema } from '../../../src/domain/workflow/rerun';
import { serverRunSchema } from '../../../src/domain/workflow/server-runs';
import { isUuid } from '../../db/uuid';
import { currentUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { toServerRun } from '../answers';
import { requireRunnableSequence } from '../runnable-sequences-port';
import * as serverRuns from './run-repository';
import { previewRerun, rerun, runOneNode } from './start-rerun';
import type { ServerRunRouteOptions } from './routes';

const tags = ['workflow runs'];

/** Re-run and Run this node (D69, D87): each answers 202 with the new run, as Run does. */
export async function rerunRoutes(app: FastifyInstance, { database, queue, sequences, credentials }: ServerRunRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };
  const ports = { queue, sequences, credentials };

  async function requireRunRows(userId: string, runId: string) {
    const found = isUuid(runId) ? await serverRuns.findRunWithSteps(db, userId, runId) : undefined;
    if (!found) throw new HttpError(404, 'Run not found');
    return found;
  }

  // What the re-run would do, so the run panel can list what acts on the outside world again before it starts.
  api.post(
    '/workflows/runs/:id/rerun/preview',
    {
      ...signedIn,
      config: { apiKeyScope: 'runs:start' },
      schema: {
        operationId: 'previewRerun',
        summary: 'What a re-run would carry over and what would act on the outside world again',
        tags,
        params: z.object({ id: z.string() }),
        body: rerunRequestSchema,
        response: { 200: rerunPreviewSchema },
        errors: {
          404: 'No run of yours has this id, or (version latest) its sequence is gone.',
          409: 'The run cannot be re-run: it is a test run, it has not finished, or it completed and a re-run from a node needs a failure.',
          422: 'The re-run cannot be made: the detail names the node not reached, changed since the run, or whose output was cut.',
        },
      },
    },
    async (request) => {
      const found = await requireRunRows(currentUser(request).id, request.params.id);
      return previewRerun(db, sequences, found.run, found.steps, request.body);
    },
  );

  api.post(
    '/workflows/runs/:id/rerun',
    {
      ...signedIn,
      config: { apiKeyScope: 'runs:start' },
      schema: {
        operationId: 'rerunRun',
        summary: 'Run a finished run again, whole or from a node: the new run is queued',
        tags,
        params: z.object({ id: z.string() }),
        body: rerunRequestSchema,
        response: { 202: serverRunSchema },
        errors: {
          402: 'The run files your plan keeps are used up: the detail names the plan that keeps more.',
          404: 'No run of yours has this id, or (version latest) its sequence is gone.',
          409: 'The run cannot be re-run: it is a test run, it has not finished, or it completed and a re-run from a node needs a failure.',
          422: 'The re-run cannot be made: the detail names the node not reached, changed since the run, whose output was cut, or that is not set up.',
          429: 'Your plan’s runs for today are used up: try again after Retry-After, or change the plan.',
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const found = await requireRunRows(user.id, request.params.id);
      const row = await rerun(db, ports, found.run, found.steps, request.body, fullName(user));
      const started = await serverRuns.findRunWithSteps(db, user.id, row.id);
      return reply.status(202).send(toServerRun(row, started?.steps ?? []));
    },
  );

  api.post(
    '/sequences/sequences/:id/nodes/:nodeId/run',
    {
      ...signedIn,
      config: { apiKeyScope: 'runs:start' },
      schema: {
        operationId: 'runSequenceNode',
        summary: 'Run one node of the saved workflow alone, with the input given: the run is queued',
        tags,
        params: z.object({ id: z.string(), nodeId: z.string() }),
        body: nodeRunRequestSchema,
        response: { 202: serverRunSchema },
        errors: {
          402: 'The run files your plan keeps are used up: the detail names the plan that keeps more.',
          404: 'No sequence of yours has this id, or its saved workflow has no node of this id.',
          422: 'Nothing is saved, or the detail names why the node cannot run (unknown, needs a browser no server has, not set up).',
          429: 'Your plan’s runs for today are used up: try again after Retry-After, or change the plan.',
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const sequence = await requireRunnableSequence(sequences, db, user.id, request.params.id);
      const row = await runOneNode(db, ports, sequence, request.params.nodeId, request.body.input, fullName(user));
      return reply.status(202).send(toServerRun(row, []));
    },
  );
}
