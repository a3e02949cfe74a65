import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/health', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.status(503).send({ detail: 'Database unreachable' });
    }
  });
}
