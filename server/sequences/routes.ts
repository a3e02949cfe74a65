import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugOf } from '../../src/domain/sequences/sequence-slug';
import {
  sequenceCreatePayloadSchema,
  sequenceListQuerySchema,
  sequenceActivePayloadSchema,
  sequenceListSchema,
  sequenceSchema,
  sequenceUpdatePayloadSchema,
} from '../../src/domain/sequences/sequences';
import type { Database } from '../db/database';
import { currentUser } from '../plugins/auth';
import { toSequence } from './answers';
import { refuseTakenTitle, requireOwnedSequence, sequenceNotFound } from './owned-sequence';
import * as repository from './repository';

const idParams = z.object({ id: z.string() });
const detailSchema = z.object({ detail: z.string() });
const tags = ['sequences'];

/**
 * What saving, switching and deleting a sequence asks of the schedules its workflow declares (D63).
 * They start runs, so they live with the runs feature; the app hands them in.
 */
export interface SequenceSchedules {
  /** Refuses (422) an active sequence's workflow whose schedule nodes have a cron that cannot be read. */
  check(items: unknown[]): Promise<void>;
  /** The sequence's schedules become those of its saved workflow while it is active, and none while it is not. */
  follow(sequence: { id: string; active: boolean; items: unknown[] }): Promise<void>;
}

export interface SequenceRouteOptions {
  database: Database;
  schedules: SequenceSchedules;
}

export async function sequenceRoutes(app: FastifyInstance, { database, schedules }: SequenceRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

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
      if (current.active && items) await schedules.check(items);
      const row = await repository.updateOwnedSequence(db, user.id, request.params.id, { title, description, items });
      if (!row) throw sequenceNotFound();
      if (row.active) await schedules.follow(row);
      return toSequence(row);
    },
  );

  api.delete('/sequences/sequences/:id', { ...signedIn, schema: { tags, params: idParams } }, async (request, reply) => {
    const user = currentUser(request);
    const current = await repository.findOwnedSequence(db, user.id, request.params.id);
    if (!current || !(await repository.deleteOwnedSequence(db, user.id, current.id))) throw sequenceNotFound();
    // Only an active sequence has schedules (and only then is the queue worth starting).
    if (current.active) await schedules.follow({ ...current, active: false });
    return reply.status(204).send();
  });

  api.put(
    '/sequences/sequences/:id/active',
    { ...signedIn, schema: { tags, params: idParams, body: sequenceActivePayloadSchema, response: { 200: sequenceSchema } } },
    async (request) => {
      const user = currentUser(request);
      const current = await requireOwnedSequence(db, user.id, request.params.id);
      if (request.body.active) await schedules.check(current.items);
      const row = await repository.setSequenceActive(db, user.id, current.id, request.body.active);
      if (!row) throw sequenceNotFound();
      await schedules.follow(row);
      return toSequence(row);
    },
  );
}
