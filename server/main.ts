import { buildApp } from './app';
import { readConfig, type ServerConfig } from './config';
import { secretKeyFor } from './credentials/secret-key';
import { DataDirInUse } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { seedDatabase } from './db/seed';
import { loggerOptions } from './logging';
import { messageOf } from '../src/domain/error-text';

/** A setting the server cannot start with: its message says what to do, and no stack is printed. */
function refuseToStart(error: unknown): never {
  console.error(messageOf(error));
  process.exit(1);
}

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  refuseToStart(error);
}
const database = await openDatabase(config.database).catch((error: unknown) => {
  if (!(error instanceof DataDirInUse)) throw error;
  refuseToStart(error);
});
let secretKey: Buffer;
try {
  // Read (or generated, the first time) once the data directory is this process's.
  secretKey = secretKeyFor(config.secretKey, config.database);
} catch (error) {
  await database.close();
  refuseToStart(error);
}
await seedDatabase(database.db, { demoAccount: config.seedDemo });
const app = await buildApp({
  database,
  secretKey,
  staticDir: config.staticDir,
  logger: loggerOptions(config),
  trustedProxyHops: config.trustedProxyHops,
  gemini: config.gemini,
  runs: config.runs,
  accounts: { publicUrl: config.publicUrl },
});

/** How long in-flight requests get to finish before a stop is forced: a hung client must not hold a deploy. */
const shutdownGraceMs = 10_000;

let shuttingDown = false;
async function shutDown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  setTimeout(() => {
    app.log.error(`requests still open after ${shutdownGraceMs} ms: stopping anyway`);
    process.exit(1);
  }, shutdownGraceMs).unref();
  try {
    // close() stops accepting connections and waits for in-flight requests before resolving.
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Botflow is serving ${database.kind === 'pglite' ? 'with embedded PGlite' : 'with PostgreSQL'}`);
