import type { Db } from './database';

/**
 * Statements built once per database and shape instead of on every call: building a query with
 * drizzle was the largest share of a request's own CPU in the API profile of D64. A list whose
 * filters change its SQL (a search, a tag, a sort) has one statement per combination it is asked
 * for, its values bound as placeholders. Keyed by the database too, so a test's PGlite and a
 * server's PostgreSQL each get their own.
 */
export function preparedByShape<Shape, Statement>(keyOf: (shape: Shape) => string, build: (db: Db, shape: Shape) => Statement): (db: Db, shape: Shape) => Statement {
  const built = new WeakMap<Db, Map<string, Statement>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    const key = keyOf(shape);
    let statement = shapes.get(key);
    if (!statement) {
      statement = build(db, shape);
      shapes.set(key, statement);
    }
    return statement;
  };
}

/** A statement of one shape, built once per database. */
export function preparedStatement<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const byShape = preparedByShape(
    () => 'only',
    (db: Db) => build(db),
  );
  return (db) => byShape(db, undefined);
}
