import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerBundle } from '../../scripts/lib/server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** server/main.ts bundled once for the run, for the tests that start the real server process. */
    serverBundle: string;
  }
}

/** The server project's global setup: the server bundle the process tests start (scripts/lib/server-bundle.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Inside the project: node resolves the bundle's package imports from where it lies.
  const cache = resolve('node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(join(cache, 'botflow-server-bundle-'));
  project.provide('serverBundle', await buildServerBundle(outDir));
  return () => rm(outDir, { recursive: true, force: true });
}
