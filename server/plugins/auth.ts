import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    /** preHandler: 401 unless the request carries a live session token. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const notAuthenticated = 'Not authenticated';

/** Looks the token up on every request, so a revoked or expired token fails at once. */
export const authPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new HttpError(401, notAuthenticated);
    const row = await findSessionUser(database.db, token);
    if (!row || !row.isActive) throw new HttpError(401, notAuthenticated);
    request.user = row;
  });
});

/** For handlers behind `requireUser`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, notAuthenticated);
  return request.user;
}
