import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { errorAnswerSchema } from '../plugins/openapi-responses';

/** A load balancer's probe must get an answer quickly, also when the database hangs. */
export const healthPingTimeoutMs = 2000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance, { database, pingTimeoutMs = healthPingTimeoutMs }: { database: Database; pingTimeoutMs?: number }) {
  const schema = {
    operationId: 'getHealth',
    summary: 'Whether the server and its database answer',
    tags: ['service'],
    response: { 200: z.object({ status: z.literal('ok') }), 503: errorAnswerSchema },
    errors: { 503: `The database did not answer within ${pingTimeoutMs / 1000} s (\`Database unreachable\`).` },
  };
  app.get('/health', { schema }, async (request, reply) => {
    try {
      await withinTime(database.ping(), pingTimeoutMs);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.status(503).send({ detail: 'Database unreachable' });
    }
  });
}
