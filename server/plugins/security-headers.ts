import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Scripts only from our origin (the build emits no inline script); inline style attributes are needed
// by the canvas and the accessible overlays, which position elements with style="".
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });
});
