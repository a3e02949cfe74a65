import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withDesignerPreloads } from './route-preloads';
import { designerPagePolicy, withEarlySequenceRequest } from './early-sequence-page';

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

/** A designer's address, /sequences/{slug}, but not the page that adds a sequence. */
const isDesignerRoute = (path: string) => /^\/sequences\/[^/]+\/?$/.test(path) && !path.startsWith('/sequences/add-sequence');

/** Vite names everything under /assets by its content hash, so a changed file is a new URL. */
const hashedAssetCaching = 'public, max-age=31536000, immutable';
/** index.html and the unhashed public files keep their URL across releases: revalidate each time. */
const revalidateEachTime = 'no-cache';

function cachingFor(staticDir: string, filePath: string): string {
  return relative(staticDir, filePath).startsWith(`assets${sep}`) ? hashedAssetCaching : revalidateEachTime;
}

/**
 * Serves the built SPA and answers every client route with index.html, so a deep link or a reload
 * works; unknown `/v1` paths stay JSON 404s.
 */
export const spaPlugin = fp(async (app: FastifyInstance, { staticDir }: SpaOptions) => {
  const spaDir = staticDir !== undefined && existsSync(join(staticDir, 'index.html')) ? staticDir : undefined;
  const hasSpa = spaDir !== undefined;
  // Read once: the build does not change under a running server.
  const indexHtml = spaDir === undefined ? undefined : withDesignerPreloads(readFileSync(join(spaDir, 'index.html'), 'utf8'), spaDir);
  const designerHtml = indexHtml === undefined ? undefined : withEarlySequenceRequest(indexHtml);
  // Its policy allows the page's inline script by hash; a page without a head to put it in keeps the usual one.
  const designerPolicy = designerHtml !== indexHtml ? designerPagePolicy : undefined;
  if (spaDir !== undefined) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/lib/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader('Cache-Control', cachingFor(spaDir, filePath));
        // A shared cache must not hand a brotli body to a browser that asked for gzip.
        response.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/v1' || path.startsWith('/v1/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD') && isClientRoute(path, request.headers.accept)) {
      if (designerHtml !== undefined && isDesignerRoute(path)) {
        if (designerPolicy) reply.header('Content-Security-Policy', designerPolicy);
        return reply.type('text/html').header('Cache-Control', revalidateEachTime).send(designerHtml);
      }
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ detail: `Not found: ${request.method} ${path}` });
  });
});
