import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Scripts only from our origin (the build emits no inline script; a page that adds one names it by
// hash); inline style attributes are needed by the canvas and the accessible overlays, which position
// elements with style="".
export function contentSecurityPolicyWith(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const contentSecurityPolicy = contentSecurityPolicyWith();

const otherHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
const securityHeaders = { 'Content-Security-Policy': contentSecurityPolicy, ...otherHeaders };

// A callback hook, not an async one: it runs on every answer, and a promise per hook per request was
// measurable in the API profile (D102).
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A page that set its own policy (the designer's, with its inline script's hash) keeps it.
    reply.headers(reply.hasHeader('Content-Security-Policy') ? otherHeaders : securityHeaders);
    done(null, payload);
  });
});
