/**
 * Server tests on both database paths: in-memory PGlite always, and a real PostgreSQL that this run
 * starts itself when Debian's postgresql is installed (CI installs it).
 *
 * `--only pglite` or `--only postgres` runs one of the two passes: `npm test` runs them in different
 * stages (scripts/test-all.ts). Other arguments go to vitest.
 */
import { run } from './lib/run';
import { findPostgresBin, startTemporaryPostgres } from './lib/temporary-postgres';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? null : args.splice(onlyAt, 2)[1];
if (only !== null && only !== 'pglite' && only !== 'postgres') {
  console.error(`--only takes pglite or postgres, not ${only ?? 'nothing'}`);
  process.exit(2);
}
const vitestArgs = ['vitest', 'run', '--project', 'server', ...args];

async function pglitePass(): Promise<number> {
  console.log('\n== server tests on embedded PGlite ==');
  return run('npx', vitestArgs, { env: { ...process.env, DATABASE_URL: undefined } });
}

async function postgresPass(): Promise<number> {
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI) {
      console.error('PostgreSQL is not installed; CI must run the server tests on both databases.');
      return 1;
    }
    console.warn('\nPostgreSQL is not installed (apt-get install -y postgresql): skipped the PostgreSQL run.');
    return 0;
  }
  console.log(`\n== server tests on PostgreSQL (${bin}) ==`);
  const postgres = await startTemporaryPostgres(bin);
  try {
    // The browser worker's own tests and the fixture site's touch no database: once, on the first pass, is enough.
    const databaseFree = ['--exclude', 'tests/server/runs/browser/**', '--exclude', 'tests/server/fixture-site.test.ts'];
    // With the database in its own processes a worker waits on it for a third of its time (two workers
    // left 35 % of both cores idle): four fill it (74 s -> 59 s alone on this machine).
    const env = { ...process.env, DATABASE_URL: postgres.url, SERVER_TEST_WORKERS: process.env.SERVER_TEST_WORKERS ?? '4' };
    return await run('npx', [...vitestArgs, ...databaseFree], { env });
  } finally {
    await postgres.stop();
  }
}

const pgliteCode = only === 'postgres' ? 0 : await pglitePass();
const postgresCode = only === 'pglite' ? 0 : await postgresPass();
process.exit(pgliteCode || postgresCode);
