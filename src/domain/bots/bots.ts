import { z } from 'zod';
import { limits, ruleMessages } from '../rule-texts';
import { descriptionRule, nameRule, notesRule, urlRule } from '../rules';
import { declaredInputSchema } from '../workflow/node-catalogue/declared-inputs';
import { setupValuesSchema } from './bot-setup';

/** Spec 02 §3 Bot and §5 (bot edit form, add-bot form): one contract for My Bots, client and server. */
export const botPriorities = ['high', 'normal', 'low'] as const;
export type BotPriority = (typeof botPriorities)[number];

export const botMessages = {
  authorRequired: 'Author is required',
  tagRequired: 'At least one tag is required',
  ratingRange: 'Rating must be between 0 and 5',
  downloadsWhole: 'Downloads must be a whole number of at least 0',
  priceNotNegative: 'Price must be at least 0',
  priority: 'Priority must be high, normal or low',
  notFound: 'Bot not found',
  noFile: 'This bot has no configuration file',
  /** 422: a bought bot's listing facts are its seller's (D130); the field's name comes before it. */
  boughtFact: (field: string) => `${field} of a bought bot is its listing's and cannot be changed`,
} as const;

/** A bot as the API returns it. Timestamps are ISO 8601; price is USD. */
export const botSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  author: z.string(),
  rating: z.number(),
  downloads: z.number().int(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  price: z.number(),
  priority: z.enum(botPriorities),
  notes: z.string(),
  configure: z.string(),
  isActive: z.boolean(),
  installedAt: z.string(),
  lastRan: z.string().nullable(),
  subscriptionUrl: z.string().nullable(),
  /** The uploaded configuration file (.json or .txt), stored on the server; null when none was given. */
  configFile: z.object({ name: z.string(), type: z.string(), size: z.number().int().min(0) }).nullable(),
  /** D38: the bot's configuration is a saved workflow the designer and the run engine can use. */
  hasWorkflow: z.boolean(),
  /** D66: what the bot's workflow must be told to run (none without a workflow)... */
  inputs: z.array(declaredInputSchema),
  /** ...the values its setup gives them (a credential input: the credential's name)... */
  inputValues: z.record(z.string(), z.unknown()),
  /** ...and whether a required input is still empty with no default: the bot cannot run until it is set. */
  needsSetup: z.boolean(),
  /** The market bot this one is a bought copy of (D42), null for the user's own; its edit form is its setup only (D130). */
  marketBotId: z.number().int().nullable(),
  /** The listing's version the copy runs (D130); null for the user's own bots and for copies bought before versions. */
  version: z.number().int().nullable(),
  /** A newer version of the listing the buyer may update to, when they choose (D130); null when there is none. */
  updateTo: z.number().int().nullable(),
}).meta({ id: 'Bot', description: 'A bot of My Bots.' });
export type Bot = z.infer<typeof botSchema>;

const prioritySchema = z.enum(botPriorities, { error: botMessages.priority });

/** "a, b,, c " → ["a", "b", "c"]: the form's comma-separated entry, or a list, trimmed without empties. */
const tagsSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (typeof value === 'string' ? value.split(',') : value).map((tag) => tag.trim()).filter((tag) => tag !== ''))
  .refine((tags) => tags.length > 0, botMessages.tagRequired);

/** A bought bot's picture is the marketplace's own, a path on our origin (D42). */
const marketImagePath = /^\/v1\/market\/images\/[0-9a-f]{64}$/;

const imageSchema = z
  .string()
  .trim()
  .max(limits.url, ruleMessages.tooLong('Image', limits.url))
  .refine((value) => value === '' || marketImagePath.test(value) || z.url().safeParse(value).success, ruleMessages.invalidUrl);

/** The bot edit form (spec 02 §5); PUT /v1/bots/{id}. */
export const botEditPayloadSchema = z.object({
  title: nameRule('Title'),
  description: descriptionRule(),
  image: imageSchema.default(''),
  author: z.string({ error: botMessages.authorRequired }).trim().min(1, botMessages.authorRequired).max(limits.name, ruleMessages.tooLong('Author', limits.name)),
  rating: z.number({ error: botMessages.ratingRange }).min(0, botMessages.ratingRange).max(5, botMessages.ratingRange),
  downloads: z.number({ error: botMessages.downloadsWhole }).int(botMessages.downloadsWhole).min(0, botMessages.downloadsWhole),
  price: z.number({ error: botMessages.priceNotNegative }).min(0, botMessages.priceNotNegative),
  priority: prioritySchema,
  tags: tagsSchema,
  configure: z.string().default(''),
  notes: notesRule().default(''),
  /** D66: the bot's setup, checked against the inputs its workflow declares; left as it is when absent. */
  inputValues: setupValuesSchema.optional(),
});
export type BotEditPayload = z.input<typeof botEditPayloadSchema>;

/** PUT /v1/bots/{id}/setup: a bot's setup alone, what a bought bot's edit form saves (D130). */
export const botSetupPayloadSchema = z.object({ inputValues: setupValuesSchema });
export type BotSetupPayload = z.input<typeof botSetupPayloadSchema>;

/** The add-bot form without a file (spec 02 §5): POST /v1/bots, a plain form or a subscription URL. */
export const botCreatePayloadSchema = z.object({
  title: nameRule('Bot name'),
  description: descriptionRule().default(''),
  priority: prioritySchema.default('normal'),
  notes: notesRule().default(''),
  subscriptionUrl: urlRule('Subscription URL').optional(),
});
export type BotCreatePayload = z.input<typeof botCreatePayloadSchema>;

export const botActivePatchSchema = z.object({ isActive: z.boolean() });

export const botStatuses = ['active', 'inactive'] as const;

export const botListLimits = { pageSizeDefault: 24, pageSizeMax: 100 } as const;

/**
 * The list's orders: `added` (oldest first, the order the user added them, My Bots' grid), `recent`
 * (last run, or install for a bot never run, newest first: the dashboard's Recent Activity), `title` (the palette).
 */
export const botSorts = ['added', 'recent', 'title'] as const;
export type BotSort = (typeof botSorts)[number];

/** GET /v1/bots: search over title, description, author and tags (case-insensitive), status, paging. */
export const botListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(botStatuses).optional(),
  sort: z.enum(botSorts).default('added'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(botListLimits.pageSizeMax).default(botListLimits.pageSizeDefault),
});
export type BotListQuery = Partial<z.output<typeof botListQuerySchema>>;

export const botPageSchema = z.object({
  items: z.array(botSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type BotPage = z.infer<typeof botPageSchema>;

/**
 * GET /v1/bots/summary: counts over all of the user's bots, whatever page the grid shows (My Bots'
 * tiles and chips, the dashboard). `paused` counts bots that are off but have run before (D7).
 */
export const botSummarySchema = z.object({
  total: z.number().int().min(0),
  active: z.number().int().min(0),
  inactive: z.number().int().min(0),
  paused: z.number().int().min(0),
  highPriority: z.number().int().min(0),
  normalPriority: z.number().int().min(0),
  lowPriority: z.number().int().min(0),
  /** USD, the sum of whole cents divided once, so it is exact to the cent. */
  totalValue: z.number().min(0),
  /** 0 when there are no bots. */
  averageRating: z.number().min(0),
});
export type BotSummary = z.infer<typeof botSummarySchema>;
