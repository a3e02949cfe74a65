import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyCreateSchema, apiKeyListSchema, apiKeyMessages, createdApiKeySchema } from '../../src/domain/api-keys/api-key-contract';
import type { Database } from '../db/database';
import { allowanceOf } from '../plans/allowance';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { apiAccessOf } from './access';
import { toApiKey, toCreatedApiKey } from './answers';
import { newApiKey } from './key-tokens';
import * as repository from './repository';

const tags = ['api keys'];
const idParams = z.object({ id: z.string().describe('The key’s id, from the list') });

/**
 * /v1/api-keys (D127, D137): a user's keys for other programs. These routes declare no key scope, so
 * they take a signed-in session only: a key can neither make keys nor revoke them.
 */
export async function apiKeyRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  api.get(
    '/api-keys',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'listApiKeys',
        summary: 'List your API keys (never the keys themselves) and what your plan grants them',
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const [rows, allowance] = await Promise.all([repository.listApiKeys(db, userId), allowanceOf(db, userId)]);
      const now = new Date();
      return { keys: rows.map((row) => toApiKey(row, now)), access: apiAccessOf(allowance) };
    },
  );

  api.post(
    '/api-keys',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'createApiKey',
        summary: 'Create an API key: the answer holds the key, the only time it is shown',
        body: apiKeyCreateSchema,
        response: { 201: createdApiKeySchema },
        errors: { 402: 'Your plan has no API access: the detail names the plan that has.' },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const access = apiAccessOf(await allowanceOf(db, userId));
      if (access.refusal !== null) throw new HttpError(402, access.refusal);
      const { key, keyHash, prefix } = newApiKey();
      const { name, scopes, expiresAt } = request.body;
      const row = await repository.insertApiKey(db, userId, { name, scopes, keyHash, prefix, expiresAt: expiresAt === null ? null : new Date(expiresAt) });
      return reply.status(201).send(toCreatedApiKey(row, key));
    },
  );

  api.delete(
    '/api-keys/:id',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key: every process refuses it from this answer on',
        params: idParams,
        response: { 204: z.undefined() },
        errors: { 404: 'No key of yours has this id.' },
      },
    },
    async (request, reply) => {
      if (!(await repository.deleteOwnedApiKey(db, currentUser(request).id, request.params.id))) throw new HttpError(404, apiKeyMessages.notFound);
      return reply.status(204).send();
    },
  );
}
