import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugOf } from '../../src/domain/sequences/sequence-slug';
import {
  sequenceCreatePayloadSchema,
  sequenceListQuerySchema,
  scheduleMessages,
  sequenceActivePayloadSchema,
  sequenceListSchema,
  sequenceSchema,
  sequenceUpdatePayloadSchema,
  type Sequence,
} from '../../src/domain/sequences/sequences';
import { workflowFromItems } from '../../src/domain/workflow/saved-workflow';
import type { Database } from '../db/database';
import { HttpError } from '../plugins/errors';
import type { RunQueue } from '../runs/run-queue';
import { scheduledNodesOf } from '../runs/sequence-schedules';
import { currentUser } from '../plugins/auth';
import { refuseTakenTitle, requireOwnedSequence, sequenceNotFound } from './owned-sequence';
import * as repository from './repository';

function toSequence(row: repository.SequenceRow): Sequence {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    items: row.items as Sequence['items'],
    created_at: row.createdAt.toISOString(),
    last_run_at: row.lastRunAt ? row.lastRunAt.toISOString() : null,
    active: row.active,
  };
}

const idParams = z.object({ id: z.string() });
const detailSchema = z.object({ detail: z.string() });
const tags = ['sequences'];

export async function sequenceRoutes(app: FastifyInstance, { database, queue }: { database: Database; queue: RunQueue }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  /** D63: an active sequence's schedule nodes must each have a cron pg-boss can read; a 422 names the first that does not. */
  async function refuseUnreadableCron(items: readonly unknown[]): Promise<void> {
    for (const node of scheduledNodesOf(workflowFromItems(items))) {
      if (!(await queue.isValidCron(node.cron))) throw new HttpError(422, scheduleMessages.invalidCron(node.label, node.cron));
    }
  }

  /** The sequence's pg-boss schedules follow its saved workflow while it is active, and there are none while it is not. */
  const followSchedules = (row: repository.SequenceRow) => queue.replaceSchedules(row.id, row.active ? scheduledNodesOf(workflowFromItems(row.items)) : []);

  api.get(
    '/sequences/sequences',
    { ...signedIn, schema: { tags, querystring: sequenceListQuerySchema, response: { 200: sequenceListSchema } } },
    async (request) => {
      const user = currentUser(request);
      const { slug } = request.query;
      let only: string[] | undefined;
      if (slug !== undefined) {
        // The slug is computed by the same function the client navigates with, so both agree on
        // every title; only the matching rows' workflows are read.
        const titles = await repository.listSequenceTitles(db, user.id);
        only = titles.filter((row) => slugOf(row.title) === slug).map((row) => row.id);
        if (only.length === 0) return [];
      }
      return (await repository.listSequences(db, user.id, only)).map(toSequence);
    },
  );

  api.post(
    '/sequences/sequences',
    { ...signedIn, schema: { tags, body: sequenceCreatePayloadSchema, response: { 201: sequenceSchema, 409: detailSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { title, description, items } = request.body;
      await refuseTakenTitle(db, user.id, title);
      const row = await repository.insertSequence(db, user.id, { title, description, items });
      return reply.status(201).send(toSequence(row));
    },
  );

  api.get(
    '/sequences/sequences/:id',
    { ...signedIn, schema: { tags, params: idParams, response: { 200: sequenceSchema } } },
    async (request) => toSequence(await requireOwnedSequence(db, currentUser(request).id, request.params.id)),
  );

  api.put(
    '/sequences/sequences/:id',
    { ...signedIn, schema: { tags, params: idParams, body: sequenceUpdatePayloadSchema, response: { 200: sequenceSchema, 409: detailSchema } } },
    async (request) => {
      const user = currentUser(request);
      const { title, description, items } = request.body;
      // Ownership first: another user's id stays a 404 whatever its title.
      const current = await requireOwnedSequence(db, user.id, request.params.id);
      await refuseTakenTitle(db, user.id, title, request.params.id);
      if (current.active && items) await refuseUnreadableCron(items);
      const row = await repository.updateOwnedSequence(db, user.id, request.params.id, { title, description, items });
      if (!row) throw sequenceNotFound();
      if (row.active) await followSchedules(row);
      return toSequence(row);
    },
  );

  api.delete('/sequences/sequences/:id', { ...signedIn, schema: { tags, params: idParams } }, async (request, reply) => {
    const user = currentUser(request);
    const current = await repository.findOwnedSequence(db, user.id, request.params.id);
    if (!current || !(await repository.deleteOwnedSequence(db, user.id, current.id))) throw sequenceNotFound();
    // Only an active sequence has schedules (and only then is the queue worth starting).
    if (current.active) await queue.replaceSchedules(current.id, []);
    return reply.status(204).send();
  });

  api.put(
    '/sequences/sequences/:id/active',
    { ...signedIn, schema: { tags, params: idParams, body: sequenceActivePayloadSchema, response: { 200: sequenceSchema } } },
    async (request) => {
      const user = currentUser(request);
      const current = await requireOwnedSequence(db, user.id, request.params.id);
      if (request.body.active) await refuseUnreadableCron(current.items);
      const row = await repository.setSequenceActive(db, user.id, current.id, request.body.active);
      if (!row) throw sequenceNotFound();
      await followSchedules(row);
      return toSequence(row);
    },
  );
}
