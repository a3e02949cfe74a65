/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the server
 * in this process so signals reach it directly.
 */
import { buildWhenStale } from './lib/fresh-build';

await buildWhenStale();
await import('../server/main');
