import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

// NUL cannot be stored in a PostgreSQL text or jsonb value (it answers "invalid byte sequence"), and
// a lone UTF-16 surrogate would be stored silently changed into U+FFFD: both are refused at the edge.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function problemOf(text: string): string | null {
  const found = unstorable.exec(text);
  if (!found) return null;
  return found[0] === '\u0000' ? 'must not contain the NUL character (\\u0000)' : 'must not contain a lone UTF-16 surrogate';
}

/** The first string in a parsed value (keys too) that PostgreSQL cannot store, as "field: reason". */
export function unstorableTextIn(value: unknown, path: string[] = []): string | null {
  const at = (problem: string, where: string[]) => (where.length > 0 ? `${where.join('.')}: ${problem}` : problem);
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem && at(problem, path);
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = problemOf(key);
    if (keyProblem) return at(`a field name ${keyProblem}`, path);
    const found = unstorableTextIn(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Throws the 422 for a multipart text field that PostgreSQL cannot store. */
export function requireStorableField(name: string, value: string): string {
  const problem = unstorableTextIn(value, [name]);
  if (problem) throw new HttpError(422, problem);
  return value;
}

/** Before any route validates or stores anything: path parameters, query and JSON body. */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: it runs on every request (see security-headers.ts).
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = unstorableTextIn(request.params) ?? unstorableTextIn(request.query) ?? unstorableTextIn(request.body);
    done(problem ? new HttpError(422, problem) : undefined);
  });
});
