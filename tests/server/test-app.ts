import { readFile } from 'node:fs/promises';
import { inject, type ProvidedContext } from 'vitest';
import { buildApp, type App, type AppOptions } from '../../server/app';
import type { GeminiSettings } from '../../server/assistant/gemini';
import { openDatabase, type Database } from '../../server/db/database';
import { answerCheck, type OpenApiDocument } from './openapi/answer-check';

/**
 * The credentials key of the test suite (D66), as BOTFLOW_SECRET_KEY writes it: the server processes
 * a test starts on one PostgreSQL must share it, as real ones do.
 */
export const testSecretKeyBase64 = Buffer.alloc(32, 7).toString('base64');
export const testSecretKey = Buffer.from(testSecretKeyBase64, 'base64');

/**
 * The API on a fresh database: in-memory PGlite, or the PostgreSQL named by DATABASE_URL (the test
 * runner gives each file its own database there).
 */
export async function startTestApp(
  options: {
    staticDir?: string;
    gemini?: GeminiSettings | null;
    runs?: AppOptions['runs'];
    passwordWork?: AppOptions['passwordWork'];
    payments?: AppOptions['payments'];
    accounts?: AppOptions['accounts'];
    secretKey?: Buffer;
    webhooks?: AppOptions['webhooks'];
  } = {},
): Promise<{ app: App; database: Database; stop: () => Promise<void> }> {
  const database = await openTestDatabase();
  // Every answer is also encoded by zod and compared, and checked against the API document (D125): its
  // status is listed for its operation and its body holds to the schema, or the test that made it fails.
  const answers = answerCheck();
  const app = await buildApp({
    database,
    secretKey: options.secretKey ?? testSecretKey,
    staticDir: options.staticDir,
    gemini: options.gemini ?? null,
    runs: options.runs,
    passwordWork: options.passwordWork,
    payments: options.payments,
    accounts: options.accounts,
    webhooks: options.webhooks,
    crossCheckAnswers: true,
    observeAnswers: answers.observe,
  });
  await app.ready();
  answers.use(app.printRoutes({ commonPrefix: false }), () => app.swagger() as unknown as OpenApiDocument);
  return {
    app,
    database,
    stop: async () => {
      await app.close();
      await database.close();
      const outsideTests = answers.outsideTests();
      if (outsideTests.length > 0) throw new Error(`Answers outside any test do not match the OpenAPI document:\n${outsideTests.join('\n')}`);
    },
  };
}

/** What the server project's global setup made; nothing when the benches (plain tsx) import this file. */
const provided = <Key extends keyof ProvidedContext>(key: Key): ProvidedContext[Key] | undefined => (process.env.VITEST ? inject(key) : undefined);

/** A fresh, migrated database of the file's own: PGlite in memory, or one on DATABASE_URL's server. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ databaseUrl: await createIsolatedDatabase(url) });
  const templateFile = provided('pgliteTemplateFile');
  return openDatabase({ inMemory: true, template: templateFile ? new Blob([await readFile(templateFile)]) : undefined });
}

/**
 * Files run in parallel, so each gets its own database on the shared server: a copy of the run's
 * migrated template (tests/server/database-template.ts) when there is one.
 */
export async function createIsolatedDatabase(url: string): Promise<string> {
  const { default: postgres } = await import('postgres');
  const name = `botflow_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = provided('postgresTemplateName');
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const isolated = new URL(url);
  isolated.pathname = `/${name}`;
  return isolated.toString();
}
