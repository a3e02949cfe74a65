import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartSchema,
  favoritesSchema,
  marketBotIdOf,
  marketBotSchema,
  marketListQuerySchema,
  marketMessages,
  marketPageSchema,
  marketPublishFieldsSchema,
  type Cart,
} from '../../src/domain/market/market';
import { maxMarketImageBytes } from '../../src/domain/market/market-image';
import { reviewInputSchema, reviewListSchema, reviewMessages, reviewSchema } from '../../src/domain/market/reviews';
import type { Database, Db } from '../db/database';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { formParts } from '../uploads/form-parts';
import { fieldValue } from '../bots/upload';
import { marketImagePath, type StoredImage } from './stored-image';
import { receiveMarketImage } from './image-upload';
import { toMarketBot, toReview } from './answers';
import * as repository from './repository';
import * as reviews from './reviews-repository';

const botNotFound = () => new HttpError(404, marketMessages.notFound);

function idOf(raw: string): number {
  const id = marketBotIdOf(raw);
  if (id === null) throw botNotFound();
  return id;
}

async function existingBot(db: Db, userId: string, raw: string): Promise<repository.CallerBotRow> {
  const row = await repository.findMarketBot(db, userId, idOf(raw));
  if (!row) throw botNotFound();
  return row;
}

async function cartOf(db: Db, userId: string): Promise<Cart> {
  const rows = await repository.cartRows(db, userId);
  return { items: rows.map(toMarketBot), subtotal_cents: rows.reduce((sum, row) => sum + row.priceCents, 0) };
}

const idParams = z.object({ id: z.string() });
const imageParams = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });
const tags = ['market'];
const yearInSeconds = 31_536_000;

/** The marketplace (spec 02 §2; D9, D42): the catalogue, each user's favourites and cart, publishing. */
export async function marketRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  api.get('/market/bots', { ...signedIn, schema: { operationId: 'listMarketBots', summary: 'The marketplace’s bots, a page at a time', tags, querystring: marketListQuerySchema, response: { 200: marketPageSchema } } }, async (request) => {
    const { search, tags: chosen, sort, favorites, page, page_size: pageSize } = request.query;
    const { rows, total } = await repository.listMarketBots(db, {
      userId: currentUser(request).id,
      search: search || undefined,
      tags: chosen,
      favoritesOnly: favorites,
      sort,
      page,
      pageSize,
    });
    return { items: rows.map(toMarketBot), total, page, page_size: pageSize };
  });

  api.get('/market/bots/:id', { ...signedIn, schema: { operationId: 'getMarketBot', summary: 'One bot of the marketplace', tags, params: idParams, response: { 200: marketBotSchema }, errors: { 404: 'The marketplace has no bot of this id (`Bot not found`).' } } }, async (request) =>
    toMarketBot(await existingBot(db, currentUser(request).id, request.params.id)),
  );

  // The upload modal (D9): its fields, then an optional PNG or JPG; the publisher is the author.
  await app.register(multipart, { limits: { fileSize: maxMarketImageBytes, files: 1, fields: 6, fieldSize: 16 * 1024, parts: 7 } });
  const publishSchema = {
    operationId: 'publishMarketBot',
    summary: 'Publish a bot to the marketplace from the upload form',
    tags,
    consumes: ['multipart/form-data'],
    form: z.object({
      name: z.string(),
      description: z.string().optional(),
      tags: z.string().optional().describe('Comma-separated, up to 10 of up to 30 characters.'),
      price: z.string().optional().describe('0 to 10,000; 0 when left out.'),
      image: z.string().meta({ format: 'binary' }).optional().describe('A PNG or JPG of up to 5 MB, after the fields.'),
    }),
    response: { 201: marketBotSchema },
    errors: {
      400: 'The form could not be read.',
      413: 'The image is over 5 MB (`Image must be at most 5MB`), or the form has more parts than it takes.',
      415: 'The body is not multipart/form-data, or the image is neither PNG nor JPG (`Only PNG and JPG images are accepted`).',
      422: 'A field is wrong.',
    },
  };
  api.post('/market/bots', { ...signedIn, schema: publishSchema }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data');
    const fields: Record<string, string> = {};
    const checkedFields = () => marketPublishFieldsSchema.parse({ name: fields.name, description: fields.description, tags: fields.tags, price: fields.price || undefined });
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
    const { name, description, tags: botTags, price } = checkedFields();
    const user = currentUser(request);
    const id = await db.transaction(async (tx) => {
      if (image) await repository.storeImage(tx, image);
      return repository.insertMarketBot(tx, {
        title: name,
        description,
        tags: botTags,
        priceCents: Math.round(price * 100),
        image: image ? marketImagePath(image.id) : '',
        author: `${user.name} ${user.lastname}`,
        publisherId: user.id,
      });
    });
    return reply.status(201).send(toMarketBot(await existingBot(db, user.id, String(id))));
  });

  // Public: an <img> sends no token. The id is the content's hash, so the answer never changes.
  const imageSchema = {
    operationId: 'getMarketImage',
    summary: 'A marketplace bot’s image (no session needed: an <img> sends none)',
    tags,
    params: imageParams,
    nonJson: { status: 200, mediaTypes: ['image/png', 'image/jpeg'], description: 'The image; its id is its content’s hash, so it may be kept for a year.' },
    errors: { 404: 'No image has this id.' },
  } as const;
  api.get('/market/images/:id', { schema: imageSchema }, async (request, reply) => {
    const image = await repository.findImage(db, request.params.id);
    if (!image) throw new HttpError(404, 'Image not found');
    return reply
      .header('Content-Type', image.type)
      .header('Cache-Control', `public, max-age=${yearInSeconds}, immutable`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(image.content);
  });

  api.get('/market/favorites', { ...signedIn, schema: { operationId: 'listFavorites', summary: 'The ids of your favourite marketplace bots', tags, response: { 200: favoritesSchema } } }, async (request) => ({
    ids: await repository.favoriteIds(db, currentUser(request).id),
  }));

  api.put('/market/favorites/:id', { ...signedIn, schema: { operationId: 'addFavorite', summary: 'Add a bot to your favourites', tags, params: idParams, response: { 200: favoritesSchema }, errors: { 404: 'The marketplace has no bot of this id (`Bot not found`).' } } }, async (request) => {
    const userId = currentUser(request).id;
    const bot = await existingBot(db, userId, request.params.id);
    await repository.addFavorite(db, userId, bot.id);
    return { ids: await repository.favoriteIds(db, userId) };
  });

  api.delete('/market/favorites/:id', { ...signedIn, schema: { operationId: 'removeFavorite', summary: 'Take a bot out of your favourites', tags, params: idParams, response: { 200: favoritesSchema }, errors: { 404: 'The marketplace has no bot of this id (`Bot not found`).' } } }, async (request) => {
    const userId = currentUser(request).id;
    const bot = await existingBot(db, userId, request.params.id);
    await repository.removeFavorite(db, userId, bot.id);
    return { ids: await repository.favoriteIds(db, userId) };
  });

  // Buyers' reviews (D83): anyone signed in reads them; only a buyer writes, edits or deletes their own.
  api.get('/market/bots/:id/reviews', { ...signedIn, schema: { operationId: 'listReviews', summary: 'A bot’s reviews, newest first, with their average', tags, params: idParams, response: { 200: reviewListSchema }, errors: { 404: 'The marketplace has no bot of this id (`Bot not found`).' } } }, async (request) => {
    const userId = currentUser(request).id;
    const botId = idOf(request.params.id);
    const standing = await reviews.reviewerStanding(db, userId, botId);
    if (!standing) throw botNotFound();
    const [rows, summary] = await Promise.all([reviews.listReviews(db, botId), reviews.reviewSummary(db, botId)]);
    return { items: rows.map((row) => toReview(row, userId)), ...summary, can_review: standing.bought && !standing.publisher };
  });

  api.put(
    '/market/bots/:id/reviews/mine',
    {
      ...signedIn,
      schema: {
        operationId: 'saveMyReview',
        summary: 'Write or change your review of a bot you bought',
        tags,
        params: idParams,
        body: reviewInputSchema,
        response: { 200: reviewSchema },
        errors: { 403: 'Only a buyer of the bot reviews it, and never its publisher.', 404: 'The marketplace has no bot of this id (`Bot not found`).' },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const botId = idOf(request.params.id);
      const standing = await reviews.reviewerStanding(db, userId, botId);
      if (!standing) throw botNotFound();
      if (standing.publisher) throw new HttpError(403, reviewMessages.ownBot);
      if (!standing.bought) throw new HttpError(403, reviewMessages.notABuyer);
      return toReview(await reviews.saveReview(db, userId, botId, request.body), userId);
    },
  );

  // The author deletes their own review even when they no longer own the bot: it is theirs.
  const deleteReviewSchema = {
    operationId: 'deleteMyReview',
    summary: 'Delete your review of a bot',
    tags,
    params: idParams,
    response: { 204: z.undefined() },
    errors: { 404: 'The marketplace has no bot of this id, or you have not reviewed it.' },
  };
  api.delete('/market/bots/:id/reviews/mine', { ...signedIn, schema: deleteReviewSchema }, async (request, reply) => {
    const userId = currentUser(request).id;
    const botId = idOf(request.params.id);
    if (!(await reviews.reviewerStanding(db, userId, botId))) throw botNotFound();
    if (!(await reviews.deleteReview(db, userId, botId))) throw new HttpError(404, reviewMessages.noReview);
    return reply.status(204).send();
  });

  api.get('/cart', { ...signedIn, schema: { operationId: 'getCart', summary: 'Your cart', tags, response: { 200: cartSchema } } }, async (request) => cartOf(db, currentUser(request).id));

  const addToCartSchema = {
    operationId: 'addToCart',
    summary: 'Put a marketplace bot in your cart',
    tags,
    params: idParams,
    response: { 201: cartSchema },
    errors: { 404: 'The marketplace has no bot of this id (`Bot not found`).', 409: 'The bot is in your cart already, or in your library.' },
  };
  api.put('/cart/items/:id', { ...signedIn, schema: addToCartSchema }, async (request, reply) => {
    const userId = currentUser(request).id;
    const bot = await existingBot(db, userId, request.params.id);
    if (bot.owned) throw new HttpError(409, marketMessages.alreadyOwned(bot.title));
    if (!(await repository.addToCart(db, userId, bot.id))) throw new HttpError(409, marketMessages.alreadyInCart(bot.title));
    return reply.status(201).send(await cartOf(db, userId));
  });

  api.delete('/cart/items/:id', { ...signedIn, schema: { operationId: 'removeFromCart', summary: 'Take a bot out of your cart', tags, params: idParams, response: { 200: cartSchema }, errors: { 404: 'The bot is not in your cart.' } } }, async (request) => {
    const userId = currentUser(request).id;
    if (!(await repository.removeFromCart(db, userId, idOf(request.params.id)))) throw new HttpError(404, marketMessages.notInCart);
    return cartOf(db, userId);
  });

  api.delete('/cart', { ...signedIn, schema: { operationId: 'clearCart', summary: 'Empty your cart', tags, response: { 200: cartSchema } } }, async (request) => {
    const userId = currentUser(request).id;
    await repository.clearCart(db, userId);
    return cartOf(db, userId);
  });
}
