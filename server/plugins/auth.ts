import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isApiKeyShaped } from '../../src/domain/api-keys/api-key-contract';
import { apiKeyRefusals } from '../../src/domain/api-keys/api-key-refusals';
import { findSessionUser } from '../accounts/repository';
import { tokenFromHeader } from '../accounts/tokens';
import { apiKeyHolderOf } from '../api-keys/key-use';
import type { Database } from '../db/database';
import type { ApiKeyScope } from './api-key-scope';
import { HttpError } from './errors';
import type { SignedInUser, UsedApiKey } from './signed-in-user';

/** Who a request speaks for: a signed-in session's user, or the owner of an API key (D137), never both. */
export type AuthenticatedUser = SignedInUser & ({ sessionId: string; apiKey: null } | { sessionId: null; apiKey: UsedApiKey });

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser`; routes behind it can rely on it. */
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** An onRequest hook: 401 unless the request carries a live session token or an API key the route takes. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const notAuthenticated = 'Not authenticated';

/** The OpenAPI security schemes a signed-in operation requires: the session token, and an API key where the route takes one. */
export const sessionTokenScheme = 'sessionToken';
export const sessionTokenSecurityScheme = {
  type: 'apiKey',
  in: 'header',
  name: 'Authorization',
  description: 'The access_token from /v1/auth/register or /v1/auth/login, as it is or as "Bearer <token>".',
} as const;
export const apiKeyScheme = 'apiKey';
export const apiKeySecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'bf_ and 43 characters of base64url',
  description:
    'An API key made on /api-keys, as "Authorization: Bearer bf_…". Only operations that list this scheme take one, and only a key holding the scope their x-api-key-scope names; the others answer a key 403.',
} as const;

/** What the hook itself may answer, declared on every operation it guards (a route's own declaration wins). */
const refusals = (scope: ApiKeyScope | undefined) => ({
  401: 'No session token or API key, or one that is unknown, expired or revoked.',
  403: scope ? `An API key without the ${scope} scope.` : 'An API key: this operation takes a signed-in session only.',
  ...(scope ? { 402: 'An API key whose owner’s plan has no API access.', 429: 'An API key past its plan’s requests a minute; Retry-After says when to try again.' } : {}),
});

/** Where a route may run `requireUser`: only before the body is read, so nothing else runs first. */
const tooLateForAuth = ['preParsing', 'preValidation', 'preHandler'] as const;

const hooksOf = (route: RouteOptions, name: 'onRequest' | (typeof tooLateForAuth)[number]): unknown[] => [route[name] ?? []].flat();

/** Looks the token or key up on every request, so a revoked or expired one fails at once in every process (D102). */
export const authPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const requireUser = async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new HttpError(401, notAuthenticated);
    if (isApiKeyShaped(token)) {
      const { apiKey, ...user } = await apiKeyHolderOf(database.db, token, request.routeOptions.config.apiKeyScope);
      request.user = { ...user, sessionId: null, apiKey };
      return;
    }
    const row = await findSessionUser(database.db, token);
    if (!row || !row.isActive) throw new HttpError(401, notAuthenticated);
    request.user = { ...row, apiKey: null };
  };
  app.decorateRequest('user', null);
  app.decorate('requireUser', requireUser);
  // An anonymous caller gets 401 whatever it sends, never a 400, 413, 415 or a 422 listing the route's
  // fields, and a streamed upload is refused before a byte of it is read. The OpenAPI document says
  // which operations need the token, and which take a key with which scope, from the very hook that
  // demands them.
  app.addHook('onRoute', (route) => {
    for (const name of tooLateForAuth) {
      if (hooksOf(route, name).includes(requireUser)) throw new Error(`${route.method} ${route.url}: requireUser must run onRequest, not ${name}`);
    }
    if (!hooksOf(route, 'onRequest').includes(requireUser)) return;
    const scope = route.config?.apiKeyScope;
    const schema: FastifySchema & Record<string, unknown> = {
      ...route.schema,
      security: scope ? [{ [sessionTokenScheme]: [] }, { [apiKeyScheme]: [] }] : [{ [sessionTokenScheme]: [] }],
      // The route's own texts for a status win: it knows best when it answers one.
      errors: { ...refusals(scope), ...route.schema?.errors },
    };
    if (scope) schema['x-api-key-scope'] = scope;
    route.schema = schema;
  });
});

/** For handlers behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, notAuthenticated);
  return request.user;
}

/** For the account's own routes, which take no key: the session the request came with (logout ends it). */
export function currentSession(request: FastifyRequest): SignedInUser & { sessionId: string } {
  const user = currentUser(request);
  if (user.sessionId === null) throw new HttpError(403, apiKeyRefusals.keyless);
  return { ...user, sessionId: user.sessionId };
}
