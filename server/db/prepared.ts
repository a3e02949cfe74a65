import type { Db } from './database';

/**
 * A statement built once per database instead of on every call: building a query with drizzle was
 * the largest share of a request's own CPU in the API profile (issue 17). The statement is keyed by
 * the database it was built for, so a test's PGlite and a server's PostgreSQL each get their own.
 */
export function preparedStatement<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
