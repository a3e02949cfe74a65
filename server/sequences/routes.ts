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
import {
  sequenceVersionDetailSchema,
  sequenceVersionListSchema,
  versionMessages,
  versionParamsSchema,
  versionRestoreAnswerSchema,
} from '../../src/domain/sequences/versions';
import { fullName } from '../../src/domain/account/user';
import { itemsFromWorkflow } from '../../src/domain/workflow/saved-workflow';
import type { Database, Db } from '../db/database';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { toListedSequence, toSequence, toVersion, toVersionDetail } from './answers';
import { refuseTakenTitle, requireOwnedSequence, sequenceNotFound } from './owned-sequence';
import * as repository from './repository';
import { recordVersion } from './version-recording';

const idParams = z.object({ id: z.string() });
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

/**
 * What a save asks of the webhooks its workflow declares (D126): they are kept in step with it, in
 * the save's own transaction. They receive requests and start runs, so they are a feature of their
 * own; the app hands this in.
 */
export interface SequenceWebhooks {
  /** One webhook per Webhook node of the saved items: a node keeps its addresses across saves, a removed node's go. */
  keep(db: Db, sequence: { id: string; userId: string; items: unknown[] }): Promise<void>;
}

export interface SequenceRouteOptions {
  database: Database;
  schedules: SequenceSchedules;
  webhooks: SequenceWebhooks;
}

export async function sequenceRoutes(app: FastifyInstance, { database, schedules, webhooks }: SequenceRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  api.get(
    '/sequences/sequences',
    { ...signedIn, config: { apiKeyScope: 'sequences:read' }, schema: { operationId: 'listSequences', summary: 'Your sequences, newest first', tags, querystring: sequenceListQuerySchema, response: { 200: sequenceListSchema } } },
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
      return (await repository.listSequencesWithLastRun(db, user.id, only)).map(toListedSequence);
    },
  );

  api.post(
    '/sequences/sequences',
    {
      ...signedIn,
      config: { apiKeyScope: 'sequences:write' },
      schema: {
        operationId: 'createSequence',
        summary: 'Create a sequence (with a workflow, it starts at version 1)',
        tags,
        body: sequenceCreatePayloadSchema,
        response: { 201: sequenceSchema },
        errors: { 409: 'You have a sequence with this title (or one that makes the same URL).' },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { title, description, items } = request.body;
      await refuseTakenTitle(db, user.id, title);
      // A sequence created with a workflow (a template, an import) starts at version 1 (D69).
      const row = await db.transaction(async (tx) => {
        const inserted = await repository.insertSequence(tx, user.id, { title, description, items });
        await recordVersion(tx, inserted.id, user.id, items);
        await webhooks.keep(tx, inserted);
        return inserted;
      });
      return reply.status(201).send(toSequence(row));
    },
  );

  api.get(
    '/sequences/sequences/:id',
    { ...signedIn, config: { apiKeyScope: 'sequences:read' }, schema: { operationId: 'getSequence', summary: 'One of your sequences', tags, params: idParams, response: { 200: sequenceSchema }, errors: { 404: 'No sequence of yours has this id (another user’s is a 404 too).' } } },
    async (request) => toSequence(await requireOwnedSequence(db, currentUser(request).id, request.params.id)),
  );

  api.put(
    '/sequences/sequences/:id',
    {
      ...signedIn,
      config: { apiKeyScope: 'sequences:write' },
      schema: {
        operationId: 'updateSequence',
        summary: 'Save a sequence; a workflow sent in items is saved as a new version',
        tags,
        params: idParams,
        body: sequenceUpdatePayloadSchema,
        response: { 200: sequenceSchema },
        errors: { 404: 'No sequence of yours has this id (another user’s is a 404 too).', 409: 'You have another sequence with this title (or one that makes the same URL).', 422: 'A schedule node of the active sequence has a cron that cannot be read.' },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { title, description, items } = request.body;
      // Ownership first: another user's id stays a 404 whatever its title.
      const current = await requireOwnedSequence(db, user.id, request.params.id);
      await refuseTakenTitle(db, user.id, title, request.params.id);
      if (current.active && items) await schedules.check(items);
      // D69: a save of the workflow is a version, written with it or not at all.
      const row = await db.transaction(async (tx) => {
        const updated = await repository.updateOwnedSequence(tx, user.id, request.params.id, { title, description, items });
        if (updated && items) {
          await recordVersion(tx, updated.id, user.id, items);
          await webhooks.keep(tx, updated);
        }
        return updated;
      });
      if (!row) throw sequenceNotFound();
      if (row.active) await schedules.follow(row);
      return toSequence(row);
    },
  );

  const deleteSchema = { operationId: 'deleteSequence', summary: 'Delete a sequence', tags, params: idParams, response: { 204: z.undefined() }, errors: { 404: 'No sequence of yours has this id (another user’s is a 404 too).' } };
  api.delete('/sequences/sequences/:id', { ...signedIn, config: { apiKeyScope: 'sequences:write' }, schema: deleteSchema }, async (request, reply) => {
    const user = currentUser(request);
    const current = await repository.findOwnedSequence(db, user.id, request.params.id);
    if (!current || !(await repository.deleteOwnedSequence(db, user.id, current.id))) throw sequenceNotFound();
    // Only an active sequence has schedules (and only then is the queue worth starting).
    if (current.active) await schedules.follow({ ...current, active: false });
    return reply.status(204).send();
  });

  api.put(
    '/sequences/sequences/:id/active',
    {
      ...signedIn,
      config: { apiKeyScope: 'sequences:write' },
      schema: {
        operationId: 'setSequenceActive',
        summary: 'Switch Workflow Active: its schedules run while it is on',
        tags,
        params: idParams,
        body: sequenceActivePayloadSchema,
        response: { 200: sequenceSchema },
        errors: { 404: 'No sequence of yours has this id (another user’s is a 404 too).', 422: 'A schedule node of the active sequence has a cron that cannot be read.' },
      },
    },
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

  // ---- Versions (D69) ----

  const versionNotFound = () => new HttpError(404, versionMessages.notFound);

  api.get(
    '/sequences/sequences/:id/versions',
    { ...signedIn, config: { apiKeyScope: 'sequences:read' }, schema: { operationId: 'listSequenceVersions', summary: 'The saved versions of a sequence’s workflow, newest first', tags, params: idParams, response: { 200: sequenceVersionListSchema }, errors: { 404: 'No sequence of yours has this id (another user’s is a 404 too).' } } },
    async (request) => {
      const sequence = await requireOwnedSequence(db, currentUser(request).id, request.params.id);
      return (await repository.listVersions(db, sequence.id)).map(toVersion);
    },
  );

  api.get(
    '/sequences/sequences/:id/versions/:n',
    {
      ...signedIn,
      config: { apiKeyScope: 'sequences:read' },
      schema: {
        operationId: 'getSequenceVersion',
        summary: 'One saved version, with its workflow',
        tags,
        params: versionParamsSchema,
        response: { 200: sequenceVersionDetailSchema },
        errors: { 404: 'No sequence of yours has this id, or it has no version of this number.' },
      },
    },
    async (request) => {
      const sequence = await requireOwnedSequence(db, currentUser(request).id, request.params.id);
      const version = await repository.findVersion(db, sequence.id, request.params.n);
      if (!version) throw versionNotFound();
      return toVersionDetail(version);
    },
  );

  api.post(
    '/sequences/sequences/:id/versions/:n/restore',
    {
      ...signedIn,
      config: { apiKeyScope: 'sequences:write' },
      schema: {
        operationId: 'restoreSequenceVersion',
        summary: 'Save an earlier version’s workflow again, as a new version',
        tags,
        params: versionParamsSchema,
        response: { 200: versionRestoreAnswerSchema },
        errors: { 404: 'No sequence of yours has this id, or it has no version of this number.', 422: 'A schedule node of the active sequence has a cron that cannot be read.' },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const current = await requireOwnedSequence(db, user.id, request.params.id);
      const version = await repository.findVersion(db, current.id, request.params.n);
      if (!version) throw versionNotFound();
      const { workflow } = toVersionDetail(version);
      const items = itemsFromWorkflow(workflow);
      // Restoring is a save: the same schedule check and follow as the designer's save.
      if (current.active) await schedules.check(items);
      const saved = await db.transaction(async (tx) => {
        const updated = await repository.updateOwnedSequence(tx, user.id, current.id, { title: current.title, items });
        if (!updated) return undefined;
        const created = await recordVersion(tx, updated.id, user.id, items, version.number);
        if (created) await webhooks.keep(tx, updated);
        return created ? { updated, created } : undefined;
      });
      if (!saved) throw sequenceNotFound();
      if (saved.updated.active) await schedules.follow(saved.updated);
      return { version: toVersion({ ...saved.created, savedByName: fullName(user) }), workflow };
    },
  );
}
