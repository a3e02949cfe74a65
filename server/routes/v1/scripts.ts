import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scriptListResponseSchema, scriptMessages, scriptResponseSchema } from '../../../src/domain/scripts/scripts';
import type { Database } from '../../db/database';
import { scripts } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

const tags = ['scripts'];

export async function scriptRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { preHandler: app.requireUser };

  api.get('/scripts/scripts', { ...signedIn, schema: { tags, response: { 200: scriptListResponseSchema } } }, async () => {
    const rows = await db
      .select({ id: scripts.id, title: scripts.title, description: scripts.description })
      .from(scripts)
      .orderBy(asc(scripts.sortOrder), asc(scripts.title));
    return { data: rows };
  });

  api.get(
    '/scripts/scripts/:id',
    { ...signedIn, schema: { tags, params: z.object({ id: z.string() }), response: { 200: scriptResponseSchema } } },
    async (request) => {
      const [row] = await db
        .select({ id: scripts.id, title: scripts.title, description: scripts.description, body: scripts.body })
        .from(scripts)
        .where(eq(scripts.id, request.params.id))
        .limit(1);
      if (!row) throw new HttpError(404, scriptMessages.notFound);
      return { data: row };
    },
  );
}
