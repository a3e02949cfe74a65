import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartSchema,
  favoritesSchema,
  marketBotIdOf,
  marketListQuerySchema,
  marketMessages,
  marketPageSchema,
  type Cart,
} from '../../src/domain/market/market';
import { marketBotDetailSchema } from '../../src/domain/market/listing';
import { reviewInputSchema, reviewListSchema, reviewMessages, reviewSchema } from '../../src/domain/market/reviews';
import type { Database, Db } from '../db/database';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { toMarketBot, toReview } from './answers';
import { marketBotDetail } from './listing-answers';
import { botUpdateRoutes } from './bot-update-routes';
import { publishRoutes } from './publish-routes';
import { salesRoutes } from './sales-routes';
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

/** The marketplace (spec 02 §2; D9, D42): its bots, each user's favourites and cart, publishing and sales (D130). */
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

  api.get(
    '/market/bots/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'getMarketBot',
        summary: 'A market bot with what it does, what it needs and its versions (D130)',
        tags,
        params: idParams,
        response: { 200: marketBotDetailSchema },
        errors: { 404: 'The marketplace has no bot of this id (`Bot not found`).' },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      return marketBotDetail(db, await existingBot(db, userId, request.params.id));
    },
  );

  // Publishing, its check, updates and unpublishing, the Sales page and bought bots' updates (D130), in
  // this context: publishing shares its multipart parser.
  await publishRoutes(app, { db });
  await salesRoutes(app, { db });
  await botUpdateRoutes(app, { db });

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
