import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  botActivePatchSchema,
  botCreatePayloadSchema,
  botEditPayloadSchema,
  botListQuerySchema,
  botMessages,
  botPageSchema,
  botSchema,
  botSetupPayloadSchema,
  botSummarySchema,
} from '../../src/domain/bots/bots';
import type { Database } from '../db/database';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { formParts } from '../uploads/form-parts';
import { maxBotFileBytes } from '../../src/domain/bots/bot-file';
import { checkSetupValues, declaredInputsOf, setupRefusalDetail } from '../../src/domain/bots/bot-setup';
import { limitMessages } from '../../src/domain/plans/limits';
import { allowanceOf } from '../plans/allowance';
import { toBot } from './answers';
import * as repository from './repository';
import { fieldValue, receiveBotFile, type ReceivedFile } from './upload';
import type { WorkflowFileFields } from '../../src/domain/bots/workflow-file-fields';

const largestId = 2_147_483_647;

/** A missing bot and another user's bot are the same 404, so ids leak nothing. */
const botNotFound = () => new HttpError(404, botMessages.notFound);

/** A path id that names no bot (not a whole number, out of range) is that 404 too. */
function botIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > largestId) throw botNotFound();
  return id;
}

/** The user's bot, or the 404 for anything else. */
function owned(row: repository.BotRow | undefined): repository.BotRow {
  if (!row) throw botNotFound();
  return row;
}

const idParams = z.object({ id: z.string() });
const tags = ['bots'];

/** What a bought bot keeps from its listing (D130): its column, the edit's field and the words its refusal names it by. */
const listingFacts = {
  author: { field: 'author', label: 'The author' },
  rating: { field: 'rating', label: 'The rating' },
  downloads: { field: 'downloads', label: 'The downloads' },
  priceCents: { field: 'price', label: 'The price' },
} as const;
type ListingFact = keyof typeof listingFacts;

/** The first listing fact an edit of a bought bot would change; null for the user's own bot or an edit that keeps them. */
function changedListingFact(bot: repository.BotRow, update: Partial<repository.BotFields>): ListingFact | null {
  if (bot.marketBotId === null) return null;
  return (Object.keys(listingFacts) as ListingFact[]).find((fact) => update[fact] !== undefined && update[fact] !== bot[fact]) ?? null;
}

/** My Bots (spec 02 §2, §3, §5; D8): each user's own bots. Every route needs a session. */
export async function botRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  api.get('/bots', { ...signedIn, config: { apiKeyScope: 'bots:read' }, schema: { operationId: 'listBots', summary: 'Your bots, a page at a time', tags, querystring: botListQuerySchema, response: { 200: botPageSchema } } }, async (request) => {
    const { search, status, sort, page, page_size: pageSize } = request.query;
    const { rows, total } = await repository.listBots(db, { userId: currentUser(request).id, search: search || undefined, status, sort, page, pageSize });
    return { items: rows.map(toBot), total, page, page_size: pageSize };
  });

  api.get('/bots/summary', { ...signedIn, config: { apiKeyScope: 'bots:read' }, schema: { operationId: 'getBotSummary', summary: 'How many bots you have, active and not, and their value', tags, response: { 200: botSummarySchema } } }, async (request) => {
    const { valueCents, ...counts } = await repository.summarizeBots(db, currentUser(request).id);
    return { ...counts, inactive: counts.total - counts.active, totalValue: valueCents / 100 };
  });

  // A plain form or a subscription URL; what is not given takes the spec's defaults (inactive, now).
  api.post('/bots', { ...signedIn, schema: { operationId: 'createBot', summary: 'Add a bot from a form or a subscription URL', tags, body: botCreatePayloadSchema, response: { 201: botSchema } } }, async (request, reply) => {
    const { title, description, priority, notes, subscriptionUrl } = request.body;
    const user = currentUser(request);
    const row = await repository.insertBot(db, user.id, {
      title,
      description,
      priority,
      notes,
      author: `${user.name} ${user.lastname}`,
      subscriptionUrl: subscriptionUrl ?? null,
    });
    return reply.status(201).send(toBot(row));
  });

  // The Add Bot dialog's Upload tab (spec 02 §2, §5): the form's fields, then its file.
  await app.register(multipart, { limits: { fileSize: maxBotFileBytes, files: 1, fields: 8, fieldSize: 64 * 1024, parts: 9 } });
  const uploadSchema = {
    operationId: 'uploadBot',
    summary: 'Add a bot from the form’s fields and a file',
    tags,
    consumes: ['multipart/form-data'],
    form: z.object({
      name: z.string().optional().describe('The bot’s name; left empty, the name a saved-workflow file carries.'),
      description: z.string().optional(),
      priority: z.string().optional().describe('high, normal or low; left empty, the one a saved-workflow file carries.'),
      notes: z.string().optional(),
      file: z.string().meta({ format: 'binary' }).optional().describe('A .json or .txt file of up to 50 MB, after the fields; a saved-workflow file becomes the bot’s workflow.'),
    }),
    response: { 201: botSchema },
    errors: {
      400: 'The form could not be read.',
      413: 'The file is over 50 MB (`File size must be less than 50MB`), or the form has more parts than it takes.',
      415: 'The body is not multipart/form-data, or the file is neither JSON nor text (`Only JSON and text files are accepted`).',
      422: 'A field is wrong, the file holds text that cannot be stored, or its workflow cannot be read.',
    },
  };
  api.post('/bots/upload', { ...signedIn, schema: uploadSchema }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
    const fields: Record<string, string> = {};
    // A name or priority left empty takes the one the saved-workflow file carries (D83).
    const formOver = (carried: WorkflowFileFields) => ({
      title: fields.name?.trim() ? fields.name : carried.title,
      description: fields.description,
      priority: fields.priority || carried.priority,
      notes: fields.notes,
    });
    const checkedFields = (carried: WorkflowFileFields) => botCreatePayloadSchema.parse(formOver(carried));
    let file: ReceivedFile | null = null;
    for await (const part of formParts(request)) {
      if (part.type === 'field') {
        fields[part.fieldname] = fieldValue(part) ?? '';
        continue;
      }
      if (part.fieldname !== 'file') throw new HttpError(422, `file: unexpected file field ${part.fieldname}`);
      // The form sends its fields first: a form that is wrong anyway is refused before the file is read
      // (an empty name may still come from the file, so it is checked after).
      botCreatePayloadSchema.partial({ title: true }).parse(formOver({}));
      file = await receiveBotFile(part);
    }
    const { title, description, priority, notes } = checkedFields(file?.fields ?? {});
    const user = currentUser(request);
    const bot = { title, description, priority, notes, author: `${user.name} ${user.lastname}` };
    const row = file
      ? await repository.insertBotWithFile(
          db,
          user.id,
          {
            ...bot,
            configFileName: file.name,
            configFileType: file.type,
            configFileSize: file.content.length,
            hasWorkflow: file.workflow !== null,
            inputs: declaredInputsOf(file.workflow),
          },
          { content: file.content, workflow: file.workflow },
        )
      : await repository.insertBot(db, user.id, bot);
    return reply.status(201).send(toBot(row));
  });

  const fileSchema = {
    operationId: 'getBotFile',
    summary: 'The file a bot was uploaded with, as a download',
    tags,
    params: idParams,
    nonJson: { status: 200, mediaTypes: ['application/json', 'text/plain'], description: 'The file as it was uploaded.' },
    errors: { 404: 'No bot of yours has this id, or it has no file.' },
  } as const;
  api.get('/bots/:id/file', { ...signedIn, config: { apiKeyScope: 'bots:read' }, schema: fileSchema }, async (request, reply) => {
    const userId = currentUser(request).id;
    const id = botIdOf(request.params.id);
    const file = await repository.findOwnedBotFile(db, userId, id);
    if (!file) {
      owned(await repository.findOwnedBot(db, userId, id));
      throw new HttpError(404, botMessages.noFile);
    }
    return reply
      .header('Content-Type', `${file.type}; charset=utf-8`)
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.content);
  });

  api.get('/bots/:id', { ...signedIn, config: { apiKeyScope: 'bots:read' }, schema: { operationId: 'getBot', summary: 'One of your bots', tags, params: idParams, response: { 200: botSchema }, errors: { 404: 'No bot of yours has this id.' } } }, async (request) =>
    toBot(owned(await repository.findOwnedBot(db, currentUser(request).id, botIdOf(request.params.id)))),
  );

  // The bot edit form (spec 02 §5), and the bot's setup (D66) when it is sent: checked against the
  // inputs the bot's workflow declares, replacing the values kept before.
  // A bought bot's author, rating, downloads and price are its listing's (D130): a change of one is refused, naming it.
  const editSchema = {
    operationId: 'updateBot',
    summary: 'Save the bot edit form, and the bot’s setup when it is sent',
    tags,
    params: idParams,
    body: botEditPayloadSchema,
    response: { 200: botSchema },
    errors: {
      404: 'No bot of yours has this id.',
      422: 'A setup value is not of its input’s kind, names an input the bot does not declare, or the edit changes a bought bot’s author, rating, downloads or price.',
    },
  };
  api.put('/bots/:id', { ...signedIn, schema: editSchema }, async (request) => {
    const { price, inputValues, ...fields } = request.body;
    const userId = currentUser(request).id;
    const id = botIdOf(request.params.id);
    const update: Partial<repository.BotFields> = { ...fields, priceCents: Math.round(price * 100) };
    const bot = owned(await repository.findOwnedBot(db, userId, id));
    const changedFact = changedListingFact(bot, update);
    if (changedFact) throw new HttpError(422, `${listingFacts[changedFact].field}: ${botMessages.boughtFact(listingFacts[changedFact].label)}`);
    if (inputValues) {
      const setup = checkSetupValues(bot.inputs, inputValues);
      if (!setup.ok) throw new HttpError(422, setupRefusalDetail(setup.errors));
      update.inputValues = setup.values;
    }
    return toBot(owned(await repository.updateOwnedBot(db, userId, id, update)));
  });

  // A bot's setup alone (D66): what a bought bot's edit form saves (D130).
  api.put(
    '/bots/:id/setup',
    {
      ...signedIn,
      schema: {
        operationId: 'setUpBot',
        summary: "Save a bot's setup: the values of the inputs its workflow declares",
        tags,
        params: idParams,
        body: botSetupPayloadSchema,
        response: { 200: botSchema },
        errors: { 404: 'No bot of yours has this id.', 422: 'A setup value is not of its input’s kind, or names an input the bot does not declare.' },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const id = botIdOf(request.params.id);
      const setup = checkSetupValues(owned(await repository.findOwnedBot(db, userId, id)).inputs, request.body.inputValues);
      if (!setup.ok) throw new HttpError(422, setupRefusalDetail(setup.errors));
      return toBot(owned(await repository.updateOwnedBot(db, userId, id, { inputValues: setup.values })));
    },
  );

  // Switching a bot on counts against the plan's active bots (D85): past it, a 402 naming the plan that lifts it.
  const switchSchema = {
    operationId: 'setBotActive',
    summary: 'Switch a bot on or off',
    tags,
    params: idParams,
    body: botActivePatchSchema,
    response: { 200: botSchema },
    errors: { 402: 'Your plan’s active bots are all on: the detail names the plan that allows more.', 404: 'No bot of yours has this id.' },
  };
  api.patch('/bots/:id', { ...signedIn, schema: switchSchema }, async (request) => {
    const userId = currentUser(request).id;
    const id = botIdOf(request.params.id);
    if (!request.body.isActive) return toBot(owned(await repository.updateOwnedBot(db, userId, id, { isActive: false })));
    const allowance = await allowanceOf(db, userId);
    const switched = await repository.switchOnWithinLimit(db, userId, id, allowance.limits.active_bots);
    if (switched === 'limit') throw new HttpError(402, limitMessages.activeBots(allowance.planId, allowance.planName));
    return toBot(owned(switched));
  });

  api.delete('/bots/:id', { ...signedIn, schema: { operationId: 'deleteBot', summary: 'Delete a bot', tags, params: idParams, response: { 204: z.undefined() }, errors: { 404: 'No bot of yours has this id.' } } }, async (request, reply) => {
    const userId = currentUser(request).id;
    if (!(await repository.deleteOwnedBot(db, userId, botIdOf(request.params.id)))) throw botNotFound();
    return reply.status(204).send();
  });

  // D8: "{title} (copy)", inactive, installed now, never run.
  const duplicateSchema = { operationId: 'duplicateBot', summary: 'Copy a bot: "{title} (copy)", inactive, never run', tags, params: idParams, response: { 201: botSchema }, errors: { 404: 'No bot of yours has this id.' } };
  api.post('/bots/:id/duplicate', { ...signedIn, schema: duplicateSchema }, async (request, reply) => {
    const userId = currentUser(request).id;
    const originalId = botIdOf(request.params.id);
    const { id: _id, userId: _owner, createdAt: _created, installedAt: _installed, lastRan: _ran, ...copied } = owned(await repository.findOwnedBot(db, userId, originalId));
    const row = await db.transaction(async (tx) => {
      const copy = await repository.insertBot(tx, userId, { ...copied, title: `${copied.title} (copy)`, isActive: false });
      if (copied.configFileName !== null) await repository.copyBotFile(tx, originalId, copy.id);
      return copy;
    });
    return reply.status(201).send(toBot(row));
  });
}
