/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the server
 * in this process so signals reach it directly.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runOrFail } from './lib/run';

const sourceRoots = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestModification(join(path, entry))), stats.mtimeMs);
}

const builtIndex = join('dist', 'index.html');
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sourceRoots.map(newestModification));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'No build found: building the app...' : 'Sources changed since the last build: rebuilding...');
  await runOrFail('npx', ['vite', 'build', '--logLevel', 'warn']);
}
await import('../server/main');
