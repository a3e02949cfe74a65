import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SpaOptions {
  /** The built SPA (vite's dist); when absent only the API is served. */
  staticDir: string | undefined;
}

/**
 * A client route to answer with index.html. A page navigation asks for HTML, whatever its last
 * segment looks like (a designer slug may be "sync-v2.0"); anything else that names a file (a
 * missing chunk, an image) stays a 404 rather than getting a page it cannot parse.
 */
function isClientRoute(path: string, accept: string | undefined): boolean {
  return (accept ?? '').includes('text/html') || !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Serves the built SPA and answers every client route with index.html, so a deep link or a reload
 * works; unknown `/v1` paths stay JSON 404s.
 */
export const spaPlugin = fp(async (app: FastifyInstance, { staticDir }: SpaOptions) => {
  const hasSpa = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/v1' || path.startsWith('/v1/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD') && isClientRoute(path, request.headers.accept)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ detail: `Not found: ${request.method} ${path}` });
  });
});
