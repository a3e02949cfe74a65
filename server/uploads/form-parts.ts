import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';
import { messageOf } from '../../src/domain/error-text';

/**
 * A multipart parser's own failure (a body cut short, no boundary, a malformed part header) as a
 * 400; errors that already carry a client status (the multipart limits) pass as they are.
 */
export function unreadableForm(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof HttpError || (status !== undefined && status < 500)) return error;
  return new HttpError(400, `The form could not be read: ${messageOf(error)}`);
}

/** The request's form parts, with the parser's failures turned into 400s (D64's fuzzer found them as 500s). */
export async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  let finished = false;
  try {
    while (true) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        finished = true;
        throw unreadableForm(error);
      }
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!finished) await parts.return?.();
  }
}
