import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = resolve('tests/bench/bare-react-flow');
const outDir = resolve('.tmp/bench-bare-react-flow');
const contentTypes: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export interface BarePage {
  /** The page showing `count` generated nodes. */
  urlFor: (count: number) => string;
  stop: () => Promise<void>;
}

/** Builds the bare React Flow page (production build, like ours) and serves it on loopback. */
export async function startBarePage(): Promise<BarePage> {
  await build({ root, base: './', logLevel: 'warn', configFile: false, plugins: [react()], build: { outDir, emptyOutDir: true } });
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The bare page server has no address');
  return {
    urlFor: (count) => `http://127.0.0.1:${address.port}/?n=${count}`,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
