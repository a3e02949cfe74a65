import { z } from 'zod';
import { nameRule } from '../rules';
import { apiKeyScopes, canonicalScopes } from './api-key-scopes';

/**
 * The API keys' contract (D127, D137): a key is `bf_` and 32 random bytes in base64url, shown once in
 * the answer that creates it; afterwards only its first characters (`prefix`) are ever shown.
 */

export const apiKeyMarker = 'bf_';
/** 32 bytes in base64url are 43 characters. */
export const apiKeyLength = apiKeyMarker.length + 43;
/** What the list shows of a key: the marker and the first 8 characters after it. */
export const apiKeyPrefixLength = apiKeyMarker.length + 8;

const base64url = /^[A-Za-z0-9_-]+$/;
/**
 * Whether a bearer token is an API key rather than a session token: a session token is 43 characters
 * of base64url, so the marker and the length together never take one for a key (the marker alone
 * would, once in 64³ tokens).
 */
export const isApiKeyShaped = (token: string): boolean =>
  token.length === apiKeyLength && token.startsWith(apiKeyMarker) && base64url.test(token.slice(apiKeyMarker.length));

export const apiKeyMessages = {
  notFound: 'API key not found',
  noScope: 'Choose at least one scope',
  unknownScope: `Scope must be one of ${apiKeyScopes.join(', ')}`,
  expiryNotFuture: 'Expiry must be in the future',
  invalidExpiry: 'Expiry must be an ISO 8601 date and time, or null',
} as const;

/** POST /v1/api-keys. `expiresAt` null (or left out): the key lasts until it is revoked. */
export const apiKeyCreateSchema = z.object({
  name: nameRule('Name'),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: apiKeyMessages.unknownScope }), { error: apiKeyMessages.noScope })
    .min(1, apiKeyMessages.noScope)
    .transform(canonicalScopes),
  expiresAt: z
    .iso.datetime({ offset: true, error: apiKeyMessages.invalidExpiry })
    .refine((value) => Date.parse(value) > Date.now(), apiKeyMessages.expiryNotFuture)
    .nullable()
    .default(null),
});
export type ApiKeyCreatePayload = z.input<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  /** The key's first characters, `bf_` and 8 more: enough to tell keys apart, nothing to call with. */
  prefix: z.string(),
  createdAt: z.string(),
  /** To the minute: a key's use is written at most once a minute. Null until it is first used. */
  lastUsedAt: z.string().nullable(),
  /** Null: until revoked. */
  expiresAt: z.string().nullable(),
  /** Past its expiry when answered: every request with it is refused (401) until it is revoked and replaced. */
  expired: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The create answer: the key itself, this once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** What the user's plan grants the keys now. */
export const apiAccessSchema = z.object({
  /** The plan's name, or the Free allowance's. */
  plan: z.string(),
  /** Each key's requests a minute; 0: this plan has no API access. */
  requestsPerMinute: z.number().int(),
  /** Why keys cannot be made or used now, naming the plan that gives them; null while they can. */
  refusal: z.string().nullable(),
});
export type ApiAccess = z.infer<typeof apiAccessSchema>;

/** GET /v1/api-keys: the user's keys, newest first, and what their plan grants them. */
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema), access: apiAccessSchema });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
