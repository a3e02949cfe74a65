import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordPayloadSchema,
  forgotPasswordPayloadSchema,
  loginPayloadSchema,
  profileUpdatePayloadSchema,
  registerPayloadSchema,
  resetLinkMessages,
  resetPasswordPayloadSchema,
} from '../../src/domain/account/auth';
import { authResponseSchema, userSchema } from '../../src/domain/account/user';
import type { Database } from '../db/database';
import type { AccountOutbox } from '../mail/account-outbox';
import { currentSession, currentUser, notAuthenticated } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { toApiUser } from './answers';
import { rethrowEmailTaken } from './email-taken';
import { createAccount } from './new-account';
import { assertLoginAllowed, countLoginFailure, countResetRequest, loginThrottleKey, resetRequestThrottleKey } from './login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { passwordWorkGate, type PasswordWorkLimits } from './password-work';
import * as accounts from './repository';
import { defaultPublicUrl, resetLinkLifetimeMs, resetLinkOf, resetMessage, type AccountSettings } from './reset-mail';

export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
} as const;

const detailSchema = z.object({ detail: z.string() });

/** Registration, sign-in, sign-out, password change and reset (spec 01 §3, §7; D3–D6, D28, D82) and the profile. */
export async function accountRoutes(
  app: FastifyInstance,
  {
    database,
    passwordWork,
    outbox,
    settings = { publicUrl: defaultPublicUrl, smtp: false },
  }: { database: Database; passwordWork?: PasswordWorkLimits; outbox: AccountOutbox; settings?: AccountSettings },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const gated = passwordWorkGate(passwordWork);
  // A client that closed its connection before its turn is not served: its socket no longer knows
  // the address sign-in throttling keys on (under the api bench's floods, queries failed without one).
  const isConnected = (request: FastifyRequest) => () => !request.socket.destroyed;
  const signedIn = { onRequest: app.requireUser };
  // Computed now rather than on the first unknown email, which would otherwise take twice as long.
  await dummyPasswordHash();
  const now = settings.now ?? (() => new Date());
  // Reset e-mails are written after the answer; the server waits for those under way when it closes.
  const resetMailUnderWay = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(resetMailUnderWay);
  });

  /** Writes a reset link to the account behind the address, if there is an active one; nothing otherwise. */
  async function sendResetLink(email: string, log: FastifyBaseLogger): Promise<void> {
    const user = await accounts.findUserByEmail(db, email);
    if (!user || !user.isActive) return;
    const token = await accounts.createPasswordReset(db, user.id, now(), resetLinkLifetimeMs);
    const link = resetLinkOf(settings.publicUrl, token);
    await outbox.send(user.id, 'password-reset', resetMessage(user.email, user.name, link));
    // Nobody else can pass it on: the operator reads it here (or in account_emails).
    if (!settings.smtp) log.warn({ userId: user.id }, `SMTP_URL is not set: the password reset link for ${user.email} is ${link}`);
  }

  api.post(
    '/auth/register',
    {
      schema: {
        operationId: 'register',
        summary: 'Create an account and sign in',
        tags: ['auth'],
        body: registerPayloadSchema,
        response: { 201: authResponseSchema },
        errors: { 409: 'An account has this e-mail address.', 503: 'Too many passwords are being hashed at once: try again after Retry-After.' },
      },
    },
    async (request, reply) => {
      const { name, lastname, email, password } = request.body;
      // Self-registration is always an active, non-admin account, whatever the body says (D6).
      const user = await createAccount(db, { name, lastname, email, passwordHash: await gated(() => hashPassword(password), isConnected(request)), isActive: true, isAdmin: false }).catch(
        rethrowEmailTaken,
      );
      const accessToken = await accounts.createSession(db, user.id);
      return reply.status(201).send({ access_token: accessToken, user: toApiUser(user) });
    },
  );

  const logInErrors = {
    401: 'The e-mail and password do not match an active account (`Invalid email or password`).',
    429: 'Too many failed sign-ins for this address from this client: try again after Retry-After.',
    503: 'Too many passwords are being hashed at once: try again after Retry-After.',
  };
  api.post('/auth/login', { schema: { operationId: 'logIn', summary: 'Sign in', tags: ['auth'], body: loginPayloadSchema, response: { 200: authResponseSchema }, errors: logInErrors } }, async (request) => {
    const { email, password } = request.body;
    // Admitted before any database work, so turning a sign-in away costs next to nothing.
    return gated(async () => {
      const throttleKey = loginThrottleKey(request.ip, email);
      await assertLoginAllowed(db, throttleKey);
      const user = await accounts.findUserByEmail(db, email);
      // Unknown email, wrong password and a deactivated account look the same from outside.
      const passwordMatches = await verifyPassword(password, user?.passwordHash);
      if (!user || !passwordMatches || !user.isActive) {
        await countLoginFailure(db, throttleKey);
        throw new HttpError(401, authMessages.invalidCredentials);
      }
      await accounts.resetLoginFailures(db, throttleKey);
      await accounts.deleteExpiredSessions(db, user.id);
      return { access_token: await accounts.createSession(db, user.id), user: toApiUser(user) };
    }, isConnected(request));
  });

  api.post('/auth/logout', { ...signedIn, schema: { operationId: 'logOut', summary: 'Sign out: the token is revoked', tags: ['auth'], response: { 204: z.undefined() } } }, async (request, reply) => {
    await accounts.revokeSession(db, currentSession(request).sessionId);
    return reply.status(204).send();
  });

  api.post(
    '/auth/change-password',
    {
      ...signedIn,
      schema: {
        operationId: 'changePassword',
        summary: 'Change your password; your other sessions end',
        tags: ['auth'],
        body: changePasswordPayloadSchema,
        response: { 200: detailSchema },
        errors: { 400: 'The current password is incorrect.', 503: 'Too many passwords are being hashed at once: try again after Retry-After.' },
      },
    },
    async (request) => {
      const session = currentSession(request);
      const { current_password: currentPassword, new_password: newPassword } = request.body;
      const storedHash = await accounts.findPasswordHash(db, session.id);
      if (storedHash === undefined) throw new HttpError(401, notAuthenticated);
      const passwordHash = await gated(async () => {
        if (!(await verifyPassword(currentPassword, storedHash))) throw new HttpError(400, authMessages.wrongCurrentPassword);
        return hashPassword(newPassword);
      }, isConnected(request));
      // Together: a new password never coexists with the sessions it was meant to end.
      await db.transaction(async (tx) => {
        await accounts.updatePasswordHash(tx, session.id, passwordHash);
        await accounts.revokeOtherSessions(tx, session.id, session.sessionId);
      });
      return { detail: authMessages.passwordChanged };
    },
  );

  // The answer is 204 whether or not the address has an account, and comes before any work on one
  // (the e-mail, which may wait on SMTP), so neither its words nor its time tell.
  const forgotSchema = {
    operationId: 'requestPasswordReset',
    summary: 'E-mail a password reset link, if the address has an account',
    tags: ['auth'],
    body: forgotPasswordPayloadSchema,
    response: { 204: z.undefined() },
    errors: { 429: 'Too many reset requests for this address from this client: try again after Retry-After.' },
  };
  api.post('/auth/forgot-password', { schema: forgotSchema }, async (request, reply) => {
    const { email } = request.body;
    await countResetRequest(db, resetRequestThrottleKey(request.ip, email));
    const work = sendResetLink(email, request.log).catch((error: unknown) => {
      request.log.error({ err: error }, 'a password reset e-mail could not be written');
    });
    resetMailUnderWay.add(work);
    void work.finally(() => resetMailUnderWay.delete(work));
    settings.onResetMail?.(work);
    return reply.status(204).send();
  });

  const resetSchema = {
    operationId: 'resetPassword',
    summary: 'Set a new password with the link’s token; every session ends',
    tags: ['auth'],
    body: resetPasswordPayloadSchema,
    response: { 204: z.undefined() },
    errors: { 400: 'The link is unknown, used or expired.', 503: 'Too many passwords are being hashed at once: try again after Retry-After.' },
  };
  api.post('/auth/reset-password', { schema: resetSchema }, async (request, reply) => {
    const { token, password } = request.body;
    // Refused before any password work when the link is no good.
    if (!(await accounts.findUsablePasswordReset(db, token, now()))) throw new HttpError(400, resetLinkMessages.invalid);
    const passwordHash = await gated(() => hashPassword(password), isConnected(request));
    // Together: the link is used, the password set and every session ended, or none of it.
    await db.transaction(async (tx) => {
      const reset = await accounts.usePasswordReset(tx, token, now());
      if (!reset) throw new HttpError(400, resetLinkMessages.invalid);
      await accounts.updatePasswordHash(tx, reset.userId, passwordHash);
      await accounts.revokeAllSessions(tx, reset.userId);
      await accounts.forgetSignInFailuresOf(tx, reset.userId);
    });
    return reply.status(204).send();
  });

  api.get('/users/me', { ...signedIn, schema: { operationId: 'getProfile', summary: 'Your profile', tags: ['users'], response: { 200: userSchema } } }, async (request) =>
    toApiUser(currentUser(request)),
  );

  api.put(
    '/users/me',
    {
      ...signedIn,
      schema: {
        operationId: 'updateProfile',
        summary: 'Change your name or e-mail address',
        tags: ['users'],
        body: profileUpdatePayloadSchema,
        response: { 200: userSchema },
        errors: { 409: 'Another account has this e-mail address.' },
      },
    },
    async (request) => {
      const { name, lastname, email } = request.body;
      const row = await accounts.updateProfile(db, currentUser(request).id, { name, lastname, email }).catch(rethrowEmailTaken);
      if (!row) throw new HttpError(401, notAuthenticated);
      return toApiUser(row);
    },
  );
}
