/**
 * The API bench's floor (run by it as its own process, like the real server): bare Fastify answering
 * the list routes with the same repository calls and answer mapping as their handlers, and nothing
 * else of ours (no hooks, logger, validation or contract serializer). Real / floor is what our HTTP
 * layer costs; floor / raw is what HTTP itself costs on this machine with the load generator beside it.
 *   DATABASE_URL (PostgreSQL only: a PGlite directory is the real server's); prints the address it listens on.
 */
import Fastify from 'fastify';
import { tokenFromHeader } from '../../server/accounts/tokens';
import { openDatabase } from '../../server/db/database';
import { listEndpoints } from './api-lists';

const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const app = Fastify();
for (const endpoint of listEndpoints) {
  app.get(endpoint.path, async (request, reply) => {
    const token = tokenFromHeader(request.headers.authorization);
    const answer = token ? await endpoint.answer(db, token) : undefined;
    return answer ?? reply.status(401).send({ detail: 'Not authenticated' });
  });
}
app.get('/v1/health', async () => ({ status: 'ok' }));
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
