import { findPostgresBin, startTemporaryPostgres, type TemporaryPostgres, type TemporaryPostgresOptions } from '../../scripts/lib/temporary-postgres';

/** A bench's PostgreSQL half, on a server of its own that is stopped afterwards; skipped with a note when PostgreSQL is not installed. */
export async function onTemporaryPostgres(measure: (url: string, socketUrl: string, server: TemporaryPostgres) => Promise<void>, options: TemporaryPostgresOptions = {}): Promise<void> {
  const bin = findPostgresBin();
  if (!bin) {
    console.log('\nPostgreSQL is not installed (apt-get install -y postgresql): skipped the PostgreSQL figures.');
    return;
  }
  const postgres = await startTemporaryPostgres(bin, options);
  try {
    await measure(postgres.url, postgres.socketUrl, postgres);
  } finally {
    await postgres.stop();
  }
}
