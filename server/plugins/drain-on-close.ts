import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the server is closing, every reply still going out asks its client to hang up. close() only
 * drops connections that are idle when it is called; a keep-alive connection whose request was in
 * flight would otherwise hold the process open until the keep-alive timeout.
 */
export const drainOnClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: it runs on every answer (see security-headers.ts).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
});
