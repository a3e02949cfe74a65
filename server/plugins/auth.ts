import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser } from '../accounts/repository';
import { tokenFromHeader } from '../accounts/tokens';
import type { Database } from '../db/database';
import { HttpError } from './errors';

export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  name: string;
  lastname: string;
  email: string;
  isActive: boolean;
  isAdmin: boolean;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser`; routes behind it can rely on it. */
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** An onRequest hook: 401 unless the request carries a live session token. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const notAuthenticated = 'Not authenticated';

/** The OpenAPI security scheme a signed-in operation requires. */
export const sessionTokenScheme = 'sessionToken';
export const sessionTokenSecurityScheme = {
  type: 'apiKey',
  in: 'header',
  name: 'Authorization',
  description: 'The access_token from /v1/auth/register or /v1/auth/login, as it is or as "Bearer <token>".',
} as const;

/** Where a route may run `requireUser`: only before the body is read, so nothing else runs first. */
const tooLateForAuth = ['preParsing', 'preValidation', 'preHandler'] as const;

const hooksOf = (route: RouteOptions, name: 'onRequest' | (typeof tooLateForAuth)[number]): unknown[] => [route[name] ?? []].flat();

/** Looks the token up on every request, so a revoked or expired token fails at once. */
export const authPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const requireUser = async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new HttpError(401, notAuthenticated);
    const row = await findSessionUser(database.db, token);
    if (!row || !row.isActive) throw new HttpError(401, notAuthenticated);
    request.user = row;
  };
  app.decorateRequest('user', null);
  app.decorate('requireUser', requireUser);
  // Issue 27: an anonymous caller gets 401 whatever it sends, never a 400, 413, 415 or a 422 listing
  // the route's fields, and a streamed upload is refused before a byte of it is read. The OpenAPI
  // document says which operations need the token, from the very hook that demands it.
  app.addHook('onRoute', (route) => {
    for (const name of tooLateForAuth) {
      if (hooksOf(route, name).includes(requireUser)) throw new Error(`${route.method} ${route.url}: requireUser must run onRequest, not ${name}`);
    }
    if (hooksOf(route, 'onRequest').includes(requireUser)) route.schema = { ...route.schema, security: [{ [sessionTokenScheme]: [] }] };
  });
});

/** For handlers behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, notAuthenticated);
  return request.user;
}
