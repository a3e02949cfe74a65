import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** One answer as it leaves the server. */
export interface ObservedAnswer {
  method: string;
  /** The route as registered (`/v1/bots/:id`); undefined when no route matched (the not-found handler). */
  route: string | undefined;
  status: number;
  contentType: string | undefined;
  /** The body as sent; null when it was a stream (a file sent from disk, an event stream the handler took over). */
  body: string | Buffer | null;
}

export type AnswerObserver = (answer: ObservedAnswer) => void;

const headerText = (value: unknown): string | undefined => (typeof value === 'string' ? value : Array.isArray(value) ? String(value[0]) : undefined);

/**
 * Shows every answer to an observer (the test suite checks each against the API document, D125).
 * An event stream takes the reply over and never reaches onSend: those are seen when they end.
 */
export const answerObserverPlugin = fp(async (app: FastifyInstance, { observe }: { observe: AnswerObserver }) => {
  const sent = new WeakSet<FastifyRequest>();
  // Callback hooks, as the other per-answer hooks are (see security-headers.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    sent.add(request);
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : payload === undefined || payload === null ? '' : null;
    observe({ method: request.method, route: request.routeOptions.url, status: reply.statusCode, contentType: headerText(reply.getHeader('content-type')), body });
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (!sent.has(request)) {
      observe({ method: request.method, route: request.routeOptions.url, status: reply.statusCode, contentType: headerText(reply.raw.getHeader('content-type')), body: null });
    }
    done();
  });
});
