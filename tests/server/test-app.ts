import { buildApp, type App, type AppOptions } from '../../server/app';
import type { GeminiSettings } from '../../server/assistant/gemini';
import { openDatabase, type Database } from '../../server/db/database';

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
  options: { staticDir?: string; gemini?: GeminiSettings | null; runs?: AppOptions['runs']; passwordWork?: AppOptions['passwordWork']; payments?: AppOptions['payments']; accounts?: AppOptions['accounts']; secretKey?: Buffer } = {},
): Promise<{ app: App; database: Database; stop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { databaseUrl: await createIsolatedDatabase(url) } : { inMemory: true });
  // Every answer is also encoded by zod and compared, so the suite catches any that breaks its contract.
  const app = await buildApp({ database, secretKey: options.secretKey ?? testSecretKey, staticDir: options.staticDir, gemini: options.gemini ?? null, runs: options.runs, passwordWork: options.passwordWork, payments: options.payments, accounts: options.accounts, crossCheckAnswers: true });
  await app.ready();
  return {
    app,
    database,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Files run in parallel, so each gets its own database on the shared server. */
export async function createIsolatedDatabase(url: string): Promise<string> {
  const { default: postgres } = await import('postgres');
  const name = `botflow_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const isolated = new URL(url);
  isolated.pathname = `/${name}`;
  return isolated.toString();
}
