import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

/** No request shape of ours nests deeper than a dozen levels; far deeper would exhaust a parser's stack. */
export const maxJsonDepth = 64;

/** How deep the brackets of a JSON text nest, strings skipped; stops counting once past the limit. */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind a depth check: JSON.parse, our
 * validation and PostgreSQL's jsonb all recurse, and a body of 200,000 brackets overflowed the stack
 * into a 500 (the endpoints' fuzzer, D64).
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingExceeds(text, maxJsonDepth)) {
      done(new HttpError(400, `The JSON body nests deeper than ${maxJsonDepth} levels`), undefined);
      return;
    }
    parse(request, text, done);
  });
});
