import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; images are already compressed and source maps are only read by tools. */
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the extra request headers cost. */
const smallestWorthCompressing = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

/** Writes a .br and a .gz beside each text file of the build, at the highest levels: built once, served many times. */
export async function precompressDirectory(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < smallestWorthCompressing) return;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/** The server sends these precompressed copies (@fastify/static preCompressed) instead of compressing per request. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'botflow-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
