import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordPayloadSchema, loginPayloadSchema, registerPayloadSchema } from '../../../src/domain/account/auth';
import { authResponseSchema } from '../../../src/domain/account/user';
import { assertLoginAllowed, loginThrottleKey, recordLoginFailure, resetLoginFailures } from '../../auth/login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { createSession, deleteExpiredSessions, revokeOtherSessions, revokeSession } from '../../auth/session-store';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { currentUser, notAuthenticated } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { rethrowEmailTaken, toApiUser } from './users';

export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
} as const;

const detailSchema = z.object({ detail: z.string() });
const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { preHandler: app.requireUser };
  // Computed now rather than on the first unknown email, which would otherwise take twice as long.
  await dummyPasswordHash();

  api.post(
    '/auth/register',
    { schema: { tags, body: registerPayloadSchema, response: { 201: authResponseSchema } } },
    async (request, reply) => {
      const { name, lastname, email, password } = request.body;
      // Self-registration is always an active, non-admin account, whatever the body says (D6).
      const [user] = await db
        .insert(users)
        .values({ name, lastname, email, passwordHash: await hashPassword(password), isActive: true, isAdmin: false })
        .returning()
        .catch(rethrowEmailTaken);
      if (!user) throw new Error('insert into users returned no row');
      const accessToken = await createSession(db, user.id);
      return reply.status(201).send({ access_token: accessToken, user: toApiUser(user) });
    },
  );

  api.post('/auth/login', { schema: { tags, body: loginPayloadSchema, response: { 200: authResponseSchema } } }, async (request) => {
    const { email, password } = request.body;
    const throttleKey = loginThrottleKey(request.ip, email);
    await assertLoginAllowed(db, throttleKey);
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    // Unknown email, wrong password and a deactivated account look the same from outside.
    const passwordMatches = await verifyPassword(password, user?.passwordHash);
    if (!user || !passwordMatches || !user.isActive) {
      await recordLoginFailure(db, throttleKey);
      throw new HttpError(401, authMessages.invalidCredentials);
    }
    await resetLoginFailures(db, throttleKey);
    await deleteExpiredSessions(db, user.id);
    return { access_token: await createSession(db, user.id), user: toApiUser(user) };
  });

  api.post('/auth/logout', { ...signedIn, schema: { tags } }, async (request, reply) => {
    await revokeSession(db, currentUser(request).sessionId);
    return reply.status(204).send();
  });

  api.post(
    '/auth/change-password',
    { ...signedIn, schema: { tags, body: changePasswordPayloadSchema, response: { 200: detailSchema } } },
    async (request) => {
      const session = currentUser(request);
      const { current_password: currentPassword, new_password: newPassword } = request.body;
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.id)).limit(1);
      if (!row) throw new HttpError(401, notAuthenticated);
      if (!(await verifyPassword(currentPassword, row.passwordHash))) throw new HttpError(400, authMessages.wrongCurrentPassword);
      const passwordHash = await hashPassword(newPassword);
      // Together: a new password never coexists with the sessions it was meant to end.
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, session.id));
        await revokeOtherSessions(tx, session.id, session.sessionId);
      });
      return { detail: authMessages.passwordChanged };
    },
  );
}
