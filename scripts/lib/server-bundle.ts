import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The server (server/main.ts) as one ES module that node runs without tsx, for the server processes the
 * tests start. tsx's loader runs every import of a process through hooks on a thread of its own: a CPU
 * profile of one start put 1.4 of its 4.8 CPU-seconds there, and the process tests and the e2e run start
 * the server some thirty times (D117). Packages stay imports of node_modules, as under tsx.
 */
export async function buildServerBundle(outDir: string): Promise<string> {
  const outfile = join(outDir, 'server.mjs');
  await build({
    entryPoints: [resolve('server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [ownModuleUrls],
  });
  return outfile;
}

/**
 * A bundle has one `import.meta.url`, its own; the server resolves folders next to its modules from it
 * (migrations, the scripts library, the docs). Each source file gets its own URL written in instead, so
 * those paths are the sources' wherever the bundle is written.
 */
const ownModuleUrls: Plugin = {
  name: 'own-module-urls',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};
