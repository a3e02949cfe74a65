import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugOf } from '../../src/domain/sequences/sequence-slug';
import {
  sequenceCreatePayloadSchema,
  sequenceListQuerySchema,
  sequenceListSchema,
  sequenceSchema,
  sequenceUpdatePayloadSchema,
  type Sequence,
} from '../../src/domain/sequences/sequences';
import type { Database } from '../db/database';
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
  };
}

const idParams = z.object({ id: z.string() });
const detailSchema = z.object({ detail: z.string() });
const tags = ['sequences'];

export async function sequenceRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { preHandler: app.requireUser };

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
      await requireOwnedSequence(db, user.id, request.params.id);
      await refuseTakenTitle(db, user.id, title, request.params.id);
      const row = await repository.updateOwnedSequence(db, user.id, request.params.id, { title, description, items });
      if (!row) throw sequenceNotFound();
      return toSequence(row);
    },
  );

  api.delete('/sequences/sequences/:id', { ...signedIn, schema: { tags, params: idParams } }, async (request, reply) => {
    const user = currentUser(request);
    if (!(await repository.deleteOwnedSequence(db, user.id, request.params.id))) throw sequenceNotFound();
    return reply.status(204).send();
  });
}
