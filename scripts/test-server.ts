/**
 * Server tests on both database paths: in-memory PGlite always, and a real PostgreSQL that this run
 * starts itself when Debian's postgresql is installed (CI installs it).
 */
import { run } from './lib/run';
import { findPostgresBin, startTemporaryPostgres } from './lib/temporary-postgres';

const vitestArgs = ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)];

console.log('\n== server tests on embedded PGlite ==');
const pgliteCode = await run('npx', vitestArgs, { env: { ...process.env, DATABASE_URL: undefined } });

let postgresCode = 0;
const bin = findPostgresBin();
if (bin) {
  console.log(`\n== server tests on PostgreSQL (${bin}) ==`);
  const postgres = await startTemporaryPostgres(bin);
  try {
    // The browser worker's own tests and the fixture site's touch no database: once, on the first pass, is enough.
    const databaseFree = ['--exclude', 'tests/server/runs/browser/**', '--exclude', 'tests/server/fixture-site.test.ts'];
    postgresCode = await run('npx', [...vitestArgs, ...databaseFree], { env: { ...process.env, DATABASE_URL: postgres.url } });
  } finally {
    await postgres.stop();
  }
} else if (process.env.CI) {
  console.error('PostgreSQL is not installed; CI must run the server tests on both databases.');
  postgresCode = 1;
} else {
  console.warn('\nPostgreSQL is not installed (apt-get install -y postgresql): skipped the PostgreSQL run.');
}
process.exit(pgliteCode || postgresCode);
