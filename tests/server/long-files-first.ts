import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Server test files that start real processes or a browser: each takes half a minute or more, and on a
 * run with no timings of its own (a fresh clone, as CI is) vitest orders by file size, which put these
 * small files last, so one worker ran the last of them alone while the other idled.
 */
const longServerFiles = ['tests/server/process/', 'tests/server/runs/browser/', 'tests/server/credentials/secret-key-process.test.ts', 'tests/server/db/seed.test.ts', 'tests/server/fuzz/'];

/**
 * Vitest's order (files that failed last time, then the longest last time), except that server files
 * it has no timing for start with the ones known to be long. Once a run has recorded timings (the
 * PostgreSQL pass after the PGlite one, any local rerun), vitest's own order stands.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const knownLongWithoutTiming = (file: TestSpecification) => {
      const path = relative(root, file.moduleId);
      return file.project.name === 'server' && !this.ctx.cache.getFileTestResults(`server:${path}`) && longServerFiles.some((prefix) => path.startsWith(prefix));
    };
    return [...sorted.filter(knownLongWithoutTiming), ...sorted.filter((file) => !knownLongWithoutTiming(file))];
  }
}
