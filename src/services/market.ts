import type { ApiClient } from './api-client';
import {
  cartSchema,
  favoritesSchema,
  marketPageSchema,
  type Cart,
  type Favorites,
  type MarketListQuery,
  type MarketPage,
} from '../domain/market/market';
import { marketBotDetailSchema, type MarketBotDetail } from '../domain/market/listing';
import { publishCheckSchema, type PublishCheck } from '../domain/market/publishing';
import { reviewListSchema, reviewSchema, type Review, type ReviewInput, type ReviewList } from '../domain/market/reviews';
import { signedInCall } from './signed-in-call';

const marketBotsPath = '/market/bots';
const idPath = (base: string, id: number) => `${base}/${encodeURIComponent(String(id))}`;

/** Long enough to send a 5 MB image on a slow line. */
export const publishTimeoutMs = 120_000;

/** One page of the catalogue as the caller sees it (favourite and owned marks are theirs). */
export async function listMarketBots(api: ApiClient, query: MarketListQuery = {}, signal?: AbortSignal): Promise<MarketPage> {
  const { tags, favorites, ...rest } = query;
  const wire = { ...rest, tags: tags && tags.length > 0 ? tags.join(',') : undefined, favorites: favorites ? 'true' : undefined };
  return signedInCall(api, async () => marketPageSchema.parse(await api.get(marketBotsPath, { query: wire, signal })));
}

/** A bot's page (D130): the bot with its steps, needs and versions. */
export async function getMarketBot(api: ApiClient, id: number, signal?: AbortSignal): Promise<MarketBotDetail> {
  return signedInCall(api, async () => marketBotDetailSchema.parse(await api.get(idPath(marketBotsPath, id), { signal })));
}

export interface MarketPublication {
  name: string;
  description: string;
  tags: string;
  price: string;
  /** One of the seller's sequences and a saved version of it (D130). */
  sequenceId: string;
  version: number;
  image: File | null;
}

/** The upload modal (D9, D130): multipart, the image last so the fields are checked before it is read. */
export async function publishMarketBot(api: ApiClient, publication: MarketPublication): Promise<MarketBotDetail> {
  const form = new FormData();
  form.append('name', publication.name);
  form.append('description', publication.description);
  form.append('tags', publication.tags);
  form.append('price', publication.price);
  form.append('sequence_id', publication.sequenceId);
  form.append('version', String(publication.version));
  if (publication.image) form.append('image', publication.image, publication.image.name);
  return signedInCall(api, async () => marketBotDetailSchema.parse(await api.post(marketBotsPath, form, { timeoutMs: publishTimeoutMs })));
}

/** What keeps a saved version of one of the caller's sequences from being published (D130); none when nothing does. */
export async function checkPublishable(api: ApiClient, sequenceId: string, version: number, signal?: AbortSignal): Promise<PublishCheck> {
  return signedInCall(api, async () => publishCheckSchema.parse(await api.get('/market/publish-check', { query: { sequence_id: sequenceId, version }, signal })));
}

const favoritesPath = '/market/favorites';

export async function getFavorites(api: ApiClient): Promise<Favorites> {
  return signedInCall(api, async () => favoritesSchema.parse(await api.get(favoritesPath)));
}

export async function setFavorite(api: ApiClient, id: number, favorite: boolean): Promise<Favorites> {
  const path = idPath(favoritesPath, id);
  return signedInCall(api, async () => favoritesSchema.parse(favorite ? await api.put(path) : await api.delete(path)));
}

const cartPath = '/cart';

export async function getCart(api: ApiClient): Promise<Cart> {
  return signedInCall(api, async () => cartSchema.parse(await api.get(cartPath)));
}

/** A 409 carries the spec's text: '{title} is already in your cart!' (02 §8), or that it is owned (D42). */
export async function addToCart(api: ApiClient, id: number): Promise<Cart> {
  return signedInCall(api, async () => cartSchema.parse(await api.put(idPath(`${cartPath}/items`, id))));
}

export async function removeFromCart(api: ApiClient, id: number): Promise<Cart> {
  return signedInCall(api, async () => cartSchema.parse(await api.delete(idPath(`${cartPath}/items`, id))));
}

export async function clearCart(api: ApiClient): Promise<Cart> {
  return signedInCall(api, async () => cartSchema.parse(await api.delete(cartPath)));
}

const reviewsPath = (id: number) => `${idPath(marketBotsPath, id)}/reviews`;

/** A bot's reviews, newest first, their average and count, and whether the caller may write one (D83). */
export async function getReviews(api: ApiClient, id: number, signal?: AbortSignal): Promise<ReviewList> {
  return signedInCall(api, async () => reviewListSchema.parse(await api.get(reviewsPath(id), { signal })));
}

/** Writes the caller's review of the bot, or edits it: a 403 says only buyers review, a 422 names the field. */
export async function saveReview(api: ApiClient, id: number, review: ReviewInput): Promise<Review> {
  return signedInCall(api, async () => reviewSchema.parse(await api.put(`${reviewsPath(id)}/mine`, review)));
}

export async function deleteReview(api: ApiClient, id: number): Promise<void> {
  await signedInCall(api, () => api.delete(`${reviewsPath(id)}/mine`));
}
