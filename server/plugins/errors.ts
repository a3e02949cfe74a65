import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';

/** An error whose message is meant for the user; the status says what kind it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Every error leaves the API as `{detail}`; internals are logged, never sent. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ detail: error.message });
    }
    if (error instanceof ZodError) {
      return reply.status(422).send({ detail: describeZodError(error) });
    }
    const status = error.statusCode ?? 500;
    if (error.validation) {
      const detail = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${issue.message}` : (issue.message ?? 'Invalid request');
        })
        .join('; ');
      return reply.status(422).send({ detail });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ detail: 'Internal server error' });
    }
    return reply.status(status).send({ detail: error.message });
  });
});

const frameworkErrorDetails: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL has a malformed percent-escape',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter of the URL is too long',
};

/** The router's own errors in our `{detail}` shape; they never reach the error handler. */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.status(error.statusCode ?? 400).send({ detail: frameworkErrorDetails[error.code] ?? error.message });
}
