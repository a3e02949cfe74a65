import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runStoppableOrFail } from './run';

/** What the built SPA is made from: a change to any of them makes dist/ stale. */
const sourceRoots = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];
/** Where vite writes the SPA, and what the server serves unless STATIC_DIR names another directory. */
export const builtDir = 'dist';
const builtIndex = join(builtDir, 'index.html');

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestModification(join(path, entry))), stats.mtimeMs);
}

/** Builds dist/ when it is missing or older than its sources (npm start, npm run bench). */
export async function buildWhenStale(): Promise<void> {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (builtAt >= Math.max(...sourceRoots.map(newestModification))) return;
  console.log(builtAt === 0 ? 'No build found: building the app...' : 'Sources changed since the last build: rebuilding...');
  // Node on vite's own script, not npx: npx runs it through a shell, which a stop signal ends
  // without passing it on, and the build would go on without anyone waiting for it.
  await runStoppableOrFail(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']);
}
