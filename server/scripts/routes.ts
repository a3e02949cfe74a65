import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scriptListResponseSchema, scriptMessages, scriptResponseSchema } from '../../src/domain/scripts/scripts';
import type { Database } from '../db/database';
import { HttpError } from '../plugins/errors';
import * as repository from './repository';

const tags = ['scripts'];

export async function scriptRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  api.get('/scripts/scripts', { ...signedIn, schema: { operationId: 'listScripts', summary: 'The script library', tags, response: { 200: scriptListResponseSchema } } }, async () => {
    const rows = await repository.listScriptSummaries(db);
    return { data: rows };
  });

  api.get(
    '/scripts/scripts/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'getScript',
        summary: 'One script of the library, with its code',
        tags,
        params: z.object({ id: z.string() }),
        response: { 200: scriptResponseSchema },
        errors: { 404: 'The library has no script with this id.' },
      },
    },
    async (request) => {
      const row = await repository.findScript(db, request.params.id);
      if (!row) throw new HttpError(404, scriptMessages.notFound);
      return { data: row };
    },
  );
}
