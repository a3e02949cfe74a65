import { buildApp } from './app';
import { readConfig } from './config';
import { DataDirInUse } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { seedDatabase } from './db/seed';
import { loggerOptions } from './logging';

const config = readConfig();
const database = await openDatabase(config.database).catch((error: unknown) => {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
await seedDatabase(database.db, { demoAccount: config.seedDemo });
const app = await buildApp({
  database,
  staticDir: config.staticDir,
  logger: loggerOptions(config),
  trustedProxyHops: config.trustedProxyHops,
  gemini: config.gemini,
  runs: config.runs,
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
