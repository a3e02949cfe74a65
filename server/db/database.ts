import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock';
import * as accounts from './schema/accounts';
import * as bots from './schema/bots';
import * as credentials from './schema/credentials';
import * as mail from './schema/mail';
import * as market from './schema/market';
import * as paymentTables from './schema/payments';
import * as plans from './schema/plans';
import * as runs from './schema/runs';
import * as scripts from './schema/scripts';
import * as sequences from './schema/sequences';

/** Every table, one file per feature (db/schema/<feature>.ts). */
const schema = { ...accounts, ...plans, ...sequences, ...scripts, ...runs, ...bots, ...market, ...paymentTables, ...credentials, ...mail };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** How a second client (the run queue, pg-boss) reaches the same database. */
export type DatabaseConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  connection: DatabaseConnection;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * In memory, a fresh database takes PGlite's initdb (seconds); `template`, a data dir that
 * dumpDataDir wrote, starts from it instead (the server tests migrate one and start every file's from it).
 */
export type DatabaseLocation = { databaseUrl: string } | { dataDir: string } | { inMemory: true; template?: Blob };

/**
 * drizzle sends a query without a name unprepared: parsed and planned by PostgreSQL, and described
 * back, on every call. The API profile of D64 showed it as the largest share of a request's own
 * CPU; with postgres.js preparing each distinct statement once per connection, GET sequences went
 * from about 700 to 3,500 requests a second here. (Behind a pooler in transaction mode, prepared
 * statements need its prepared-statement support.)
 */
function preparingEveryQuery<Client extends postgres.Sql>(client: Client): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      // A transaction's (and a savepoint's) statements go through the client postgres.js hands its
      // callback, so that one prepares too: unprepared, every statement of a run's POST was parsed,
      // planned and described back (two round trips) on every call (D114).
      if (property === 'begin' || property === 'savepoint') return preparingWithin(target, property);
      if (property !== 'unsafe') return Reflect.get(target, property, receiver);
      return (query: string, parameters?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
        target.unsafe(query, parameters, { ...options, prepare: true });
    },
  });
}

/** `begin` or `savepoint` whose callback (the last argument) gets a client that prepares every query. */
function preparingWithin(client: postgres.Sql, method: 'begin' | 'savepoint') {
  const original = (client as unknown as Record<typeof method, (...args: unknown[]) => unknown>)[method];
  return (...args: unknown[]) => {
    const callback = args.at(-1) as (inner: postgres.Sql) => unknown;
    return original(...args.slice(0, -1), (inner: postgres.Sql) => callback(preparingEveryQuery(inner)));
  };
}

/**
 * Binary columns (files, images, a run's folder) through Node's own hex codec: PGlite's default goes
 * byte by byte in JavaScript, some 2 s for a 10 MB file each way, which held the one thread that
 * serves every request; this takes a fraction of that.
 */
const byteaType = 17;
const byteaByBuffer: Pick<PGliteOptions, 'serializers' | 'parsers'> = {
  serializers: { [byteaType]: (value: Uint8Array) => `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}` },
  parsers: { [byteaType]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/**
 * PGlite runs in this thread, and the statements waiting for it ran back to back inside one chain
 * of promise callbacks, so under load the event loop rarely reached its I/O phase: new connections
 * sat unaccepted for the 10 s a client waits (D64: about 50 of 200 connections in a soak while
 * the run queue shared the client). Each statement now first yields to the loop.
 */
export function yieldBeforeEachStatement(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  client.query = (async (...args: Parameters<typeof query>) => {
    await turn();
    return query(...args);
  }) as typeof client.query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    await turn();
    return exec(...args);
  };
}

/**
 * libpq's and pg's way to name a Unix socket, `?host=/its/directory` (pg-boss's pool reads it so),
 * which postgres.js takes only as an option: as a query parameter it would be sent to the server as a
 * setting. A local socket spares each statement the loopback TCP stack (D114).
 */
export function unixSocketOf(databaseUrl: string): { url: string; socket: { host?: string } } {
  const url = new URL(databaseUrl);
  const host = url.searchParams.get('host');
  if (!host?.startsWith('/')) return { url: databaseUrl, socket: {} };
  url.searchParams.delete('host');
  return { url: url.toString(), socket: { host } };
}

/** Opens the database named by the location and brings its schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('databaseUrl' in location) {
    const { url, socket } = unixSocketOf(location.databaseUrl);
    const client = postgres(url, { max: 10, onnotice: () => {}, ...socket });
    const db = drizzlePostgres(preparingEveryQuery(client), { schema });
    await migratePostgres(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      connection: { kind: 'postgres', url: location.databaseUrl },
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => client.end({ timeout: 5 }),
    };
  }
  let client: PGlite;
  let unlock = () => {};
  // The contrib extensions the migrations create must be loaded into the embedded server first.
  const options: PGliteOptions = { extensions: { pg_trgm }, ...byteaByBuffer };
  if ('dataDir' in location) {
    // PGlite creates only the last segment of its data dir.
    await mkdir(dirname(resolve(location.dataDir)), { recursive: true });
    unlock = lockDataDir(resolve(location.dataDir));
    client = new PGlite(resolve(location.dataDir), options);
  } else {
    client = new PGlite({ ...options, loadDataDir: location.template });
  }
  yieldBeforeEachStatement(client);
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    unlock();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
