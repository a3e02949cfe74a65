/**
 * The webhooks bench's floor (run by it as its own process, like the real server): bare Fastify
 * taking a POST's body as its bytes (at most 1 MB, as the addresses do) and inserting one row per
 * request, and nothing else: what HTTP and one insert cost on this machine with the load beside them.
 *   DATABASE_URL, or DATA_DIR for a PGlite directory of its own; prints the address it listens on.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../../server/db/database';

const { db } = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR! });
await db.execute(sql`create table if not exists floor_deliveries (id uuid primary key default gen_random_uuid(), received_at timestamptz not null default now(), body bytea not null)`);
const app = Fastify();
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
app.post('/floor', async (request, reply) => {
  const body = request.body as Buffer;
  await db.execute(sql`insert into floor_deliveries (body) values (decode(${body.toString('hex')}, 'hex'))`);
  return reply.status(202).send({ ok: true });
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
