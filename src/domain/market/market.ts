import { z } from 'zod';

/**
 * The marketplace's contract (spec 02 §2 Marketplace, §3 Bot, Cart, Favourites; D9, D42): the
 * bots on offer and each user's favourites and cart (publishing is publishing.ts, a bot's listing
 * listing.ts, a seller's sales sales.ts). Client and server both use it.
 */

/** The tags the spec's bots use (02 §3), offered as the category chips. */
export const marketTags = ['automation', 'communication', 'marketing', 'ai', 'data', 'productivity', 'development', 'finance', 'lifestyle', 'security'] as const;

export const marketSorts = ['newest', 'popular', 'rating', 'downloads'] as const;
export type MarketSort = (typeof marketSorts)[number];

/** The sort selector's words (02 §2). What "Most Popular" means is D56 in docs/decisions.md. */
export const marketSortLabels: Record<MarketSort, string> = {
  newest: 'Newest',
  popular: 'Most Popular',
  rating: 'Highest Rated',
  downloads: 'Most Downloaded',
};

/** Spec 02 §9: twelve bots a page. */
export const marketPageSize = 12;
export const marketPageSizeMax = 100;

export const marketMessages = {
  notFound: 'Bot not found',
  alreadyInCart: (title: string) => `${title} is already in your cart!`,
  alreadyOwned: (title: string) => `${title} is already in your library`,
  notInCart: 'This bot is not in your cart',
  priceRange: 'Price must be between 0 and 10000',
  tagsTooMany: 'At most 10 tags',
  tagTooLong: 'A tag must not exceed 30 characters',
} as const;

/** A market bot as the API returns it to one user: `favorite` and `owned` are that user's (D42). */
export const marketBotSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** An absolute URL, a path on our origin (/v1/market/images/...), or '' for the placeholder. */
  image: z.string(),
  author: z.string(),
  /** The average of the buyers' reviews, null when there are none (D83). */
  rating: z.number().nullable(),
  /** How many reviews the bot has (D83). */
  reviewCount: z.number().int().min(0),
  downloads: z.number().int(),
  tags: z.array(z.string()),
  /** The release date, ISO 8601. */
  createdAt: z.string(),
  /** When the bot as offered last changed, ISO 8601 (its page's "Last updated", D83). */
  updatedAt: z.string(),
  /** USD, one-time (02 §9). */
  price: z.number(),
  favorite: z.boolean(),
  /** Bought already, or published by this user: it cannot be bought or put in the cart (D42). */
  owned: z.boolean(),
  /** The listing's version (D130): a purchase copies this one; an update is a new one. */
  version: z.number().int().positive(),
}).meta({ id: 'MarketBot', description: 'A bot of the marketplace, as the caller sees it.' });
export type MarketBot = z.infer<typeof marketBotSchema>;

/** "a,b" or repeated values → the chosen tags, trimmed, lower case, without empties or repeats. */
const tagListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [...new Set((Array.isArray(value) ? value.join(',') : value).split(',').map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== ''))])
  .pipe(z.array(z.string().max(30, marketMessages.tagTooLong)).max(20));

/** GET /v1/market/bots. */
export const marketListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** Any of these tags (02 §2 chips). */
  tags: tagListSchema.optional(),
  sort: z.enum(marketSorts).default('newest'),
  favorites: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(marketPageSizeMax).default(marketPageSize),
});
export type MarketListQuery = {
  search?: string;
  tags?: readonly string[];
  sort?: MarketSort;
  favorites?: boolean;
  page?: number;
  page_size?: number;
};

export const marketPageSchema = z.object({
  items: z.array(marketBotSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type MarketPage = z.infer<typeof marketPageSchema>;

/** GET, PUT, DELETE /v1/market/favorites(/{id}): the user's favourite bot ids (02 §3 Favourites). */
export const favoritesSchema = z.object({ ids: z.array(z.number().int()) });
export type Favorites = z.infer<typeof favoritesSchema>;

/** GET /v1/cart and every cart change: the bots in it, unique by id, in the order added, and their sum. */
export const cartSchema = z.object({
  items: z.array(marketBotSchema),
  /** Whole cents, so the total shown is exact (02 §9: two decimals). */
  subtotal_cents: z.number().int().min(0),
}).meta({ id: 'Cart', description: 'Your cart.' });
export type Cart = z.infer<typeof cartSchema>;

/** The numeric id in a path (/marketplace/{id}, /v1/market/bots/{id}); anything else names no bot. */
export function marketBotIdOf(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
