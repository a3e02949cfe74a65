import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketBotIdOf, marketMessages } from '../../src/domain/market/market';
import { marketBotDetailSchema } from '../../src/domain/market/listing';
import { maxMarketImageBytes } from '../../src/domain/market/market-image';
import { marketPublishFieldsSchema, marketUpdateSchema, publishCheckQuerySchema, publishCheckSchema, publishMessages } from '../../src/domain/market/publishing';
import type { Db } from '../db/database';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { formParts } from '../uploads/form-parts';
import { fieldValue } from '../bots/upload';
import { receiveMarketImage } from './image-upload';
import { marketBotDetail } from './listing-answers';
import { publishableVersion } from './publishable';
import * as repository from './repository';
import { marketImagePath, type StoredImage } from './stored-image';
import { insertPublishedBot, insertUpdate, publicationOf, unpublishBot } from './versions-repository';

const tags = ['market'];
const idParams = z.object({ id: z.string().describe('The market bot’s id') });
const botNotFound = () => new HttpError(404, marketMessages.notFound);

/** The bot the caller published, or why they may not change it: a 404 for no such bot, a 403 for another's. */
async function ownPublication(db: Db, userId: string, raw: string) {
  const id = marketBotIdOf(raw);
  const publication = id === null ? undefined : await publicationOf(db, id);
  if (id === null || !publication) throw botNotFound();
  if (publication.publisherId !== userId) throw new HttpError(403, publishMessages.notPublisher);
  return { id, ...publication };
}

async function detailOf(db: Db, userId: string, id: number) {
  const row = await repository.findMarketBot(db, userId, id);
  if (!row) throw botNotFound();
  return marketBotDetail(db, row);
}

/**
 * Publishing (D130): the upload modal's fields with one of the seller's sequences and a saved
 * version of it, its check, the seller's updates and unpublishing. Registered by the market's
 * routes, in their context.
 */
export async function publishRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireUser };

  api.get(
    '/market/publish-check',
    {
      ...signedIn,
      schema: {
        operationId: 'checkPublishable',
        summary: 'Whether a saved version of one of your sequences can be published, and what keeps it from it',
        tags,
        querystring: publishCheckQuerySchema,
        response: { 200: publishCheckSchema },
        errors: { 404: 'No sequence of yours has this id, or it has no saved version of this number.' },
      },
    },
    async (request) => {
      const { sequence_id: sequenceId, version } = request.query;
      return { problems: (await publishableVersion(db, currentUser(request).id, sequenceId, version)).problems };
    },
  );

  // The upload modal (D9, D130): its fields, then an optional PNG or JPG; the publisher is the author.
  await app.register(multipart, { limits: { fileSize: maxMarketImageBytes, files: 1, fields: 8, fieldSize: 16 * 1024, parts: 9 } });
  api.post(
    '/market/bots',
    {
      ...signedIn,
      schema: {
        operationId: 'publishMarketBot',
        summary: 'Publish a saved version of one of your sequences as a market bot (multipart: name, description, tags, price, sequence_id, version, then image)',
        tags,
        consumes: ['multipart/form-data'],
        form: z.object({
          name: z.string(),
          description: z.string().optional(),
          tags: z.string().optional().describe('Comma-separated, up to 10 of up to 30 characters.'),
          price: z.string().optional().describe('0 to 10,000; 0 when left out.'),
          sequence_id: z.string().describe('One of your sequences.'),
          version: z.string().describe('A saved version of that sequence: its workflow is what buyers get, your credentials lifted into inputs.'),
          image: z.string().meta({ format: 'binary' }).optional().describe('A PNG or JPG of up to 5 MB, after the fields.'),
        }),
        response: { 201: marketBotDetailSchema },
        errors: {
          400: 'The form could not be read.',
          404: 'No sequence of yours has this id, or it has no saved version of this number.',
          413: 'The image is over 5 MB (`Image must be at most 5MB`), or the form has more parts than it takes.',
          415: 'The body is not multipart/form-data, or the image is neither PNG nor JPG (`Only PNG and JPG images are accepted`).',
          422: 'A field is wrong, or the version cannot be published: the detail lists what keeps it from it (the check before a run, bots that may not be resold).',
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
      const fields: Record<string, string> = {};
      const checkedFields = () =>
        marketPublishFieldsSchema.parse({ name: fields.name, description: fields.description, tags: fields.tags, price: fields.price || undefined, sequence_id: fields.sequence_id, version: fields.version });
      let image: StoredImage | null = null;
      for await (const part of formParts(request)) {
        if (part.type === 'field') {
          fields[part.fieldname] = fieldValue(part) ?? '';
          continue;
        }
        if (part.fieldname !== 'image') throw new HttpError(422, `image: unexpected file field ${part.fieldname}`);
        // The form sends its fields first: a form that is wrong anyway is refused before the image is read.
        checkedFields();
        image = await receiveMarketImage(part);
      }
      const { name, description, tags: botTags, price, sequence_id: sequenceId, version } = checkedFields();
      const user = currentUser(request);
      const publishable = await publishableVersion(db, user.id, sequenceId, version);
      if (!publishable.packaged) throw new HttpError(422, publishMessages.refused(publishable.problems));
      if (image) await repository.storeImage(db, image);
      const id = await insertPublishedBot(
        db,
        {
          title: name,
          description,
          tags: botTags,
          priceCents: Math.round(price * 100),
          image: image ? marketImagePath(image.id) : '',
          author: `${user.name} ${user.lastname}`,
          publisherId: user.id,
          workflow: publishable.packaged,
          sequenceId: publishable.sequenceId,
        },
        version,
      );
      return reply.status(201).send(await detailOf(db, user.id, id));
    },
  );

  api.post(
    '/market/bots/:id/versions',
    {
      ...signedIn,
      schema: {
        operationId: 'publishMarketBotUpdate',
        summary: 'Publish an update of your market bot from another saved version of its sequence, with a changelog',
        tags,
        params: idParams,
        body: marketUpdateSchema,
        response: { 201: marketBotDetailSchema },
        errors: {
          403: 'Another user published this bot (`Only the bot’s publisher can change its listing`).',
          404: 'The marketplace has no bot of this id, or your sequence has no saved version of this number.',
          409: 'The bot is unpublished, its sequence is gone, or buyers already have this version’s workflow.',
          422: 'A field is wrong, or the version cannot be published: the detail lists what keeps it from it.',
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const bot = await ownPublication(db, userId, request.params.id);
      if (bot.unpublished) throw new HttpError(409, publishMessages.unpublished);
      if (bot.sequenceId === null) throw new HttpError(409, publishMessages.noSequence);
      const publishable = await publishableVersion(db, userId, bot.sequenceId, request.body.version);
      if (!publishable.packaged) throw new HttpError(422, publishMessages.refused(publishable.problems));
      const outcome = await insertUpdate(db, bot.id, { workflow: publishable.packaged, changelog: request.body.changelog, sequenceVersion: request.body.version });
      if ('refused' in outcome) throw new HttpError(409, publishMessages.sameVersion);
      return reply.status(201).send(await detailOf(db, userId, bot.id));
    },
  );

  api.delete(
    '/market/bots/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'unpublishMarketBot',
        summary: 'Unpublish your market bot: the listing is hidden and sold no more; its buyers keep their copies',
        tags,
        params: idParams,
        response: { 204: z.undefined() },
        errors: { 403: 'Another user published this bot (`Only the bot’s publisher can change its listing`).', 404: 'The marketplace has no bot of this id (`Bot not found`).' },
      },
    },
    async (request, reply) => {
      const bot = await ownPublication(db, currentUser(request).id, request.params.id);
      await unpublishBot(db, bot.id);
      return reply.status(204).send();
    },
  );
}
