import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/server/long-files-first';

export default defineConfig({
  test: {
    // Only the server project's order changes (see the class); the sequencer is one for all projects.
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          // One jsdom and one module graph per worker instead of per file (vitest spent ~44 s setting up
          // jsdom and importing React, react-aria and the views again for each of ~125 files); the setup
          // file's afterEach empties the DOM and storage between tests.
          isolate: false,
          // vitest's default is one worker on a 2-core machine (cores - 1); the main process idles while
          // the workers run, so two keep both cores busy.
          maxWorkers: 2,
          // A project with its own maxWorkers needs its own group when both projects run in one command.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'server',
          // One module graph per worker instead of per file: importing the server (Fastify, drizzle, PGlite,
          // pg-boss, QuickJS, playwright-core) again for each of ~85 files was half the stage's CPU (import
          // 275 s -> 15 s summed for 30 files). Each file still builds its own app on its own database; the
          // server's module-level state is caches (the docs index, QuickJS's module, a dummy hash).
          isolate: false,
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // One database per file, each a copy of one migrated in the global setup; the server bundled
          // once for the tests that start its process.
          globalSetup: ['tests/server/database-template.ts', 'tests/server/server-bundle.ts'],
          // Vitest's default on two cores is one worker (cores - 1), which left a core idle: PGlite runs in
          // its file's one thread. Two, one a core; a third overlapped waits but, with other work on the
          // machine, pushed server-process starts past the 30 s test timeout. On PostgreSQL the waits are
          // longer and scripts/test-server.ts asks for more.
          maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? 2),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
