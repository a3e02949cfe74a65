import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { healthRoutes } from './v1/health';

export async function v1Routes(app: FastifyInstance, { database }: { database: Database }) {
  await app.register(healthRoutes, { database });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
