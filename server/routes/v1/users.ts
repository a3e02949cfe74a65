import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdatePayloadSchema } from '../../../src/domain/account/auth';
import { userSchema, type User } from '../../../src/domain/account/user';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { currentUser, notAuthenticated } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';

export const emailAlreadyRegistered = 'Email already registered';

type UserFields = Pick<typeof users.$inferSelect, 'name' | 'lastname' | 'email' | 'isActive' | 'isAdmin' | 'createdAt'>;

export function toApiUser(user: UserFields): User {
  return {
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    is_active: user.isActive,
    is_admin: user.isAdmin,
    created_at: user.createdAt.toISOString(),
  };
}

/** Turns a clash on the case-insensitive email index into the 409 the client shows; also under a race. */
export function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, emailAlreadyRegistered);
  throw error;
}

const tags = ['users'];

export async function userRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { preHandler: app.requireUser };

  api.get('/users/me', { ...signedIn, schema: { tags, response: { 200: userSchema } } }, async (request) => toApiUser(currentUser(request)));

  api.put(
    '/users/me',
    { ...signedIn, schema: { tags, body: profileUpdatePayloadSchema, response: { 200: userSchema } } },
    async (request) => {
      const { name, lastname, email } = request.body;
      const [row] = await db
        .update(users)
        .set({ name, lastname, email })
        .where(eq(users.id, currentUser(request).id))
        .returning()
        .catch(rethrowEmailTaken);
      if (!row) throw new HttpError(401, notAuthenticated);
      return toApiUser(row);
    },
  );
}
