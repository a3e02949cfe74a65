/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the server
 * in this process so signals reach it directly. package.json starts it as `exec node --import tsx`
 * (D76): npm passes SIGTERM and SIGINT only to its own child; the shell npm runs scripts in
 * ended on them without passing them on, leaving tsx and the server running, and tsx's launcher
 * passes them on but kills the server outright unless it acknowledges within 30 ms (PGlite's work
 * holds the server's thread longer). A stop signal during the build stops the build and this process.
 */
import { resolve } from 'node:path';
import { readConfig } from '../server/config';
import { builtDir, buildWhenStale } from './lib/fresh-build';

// A STATIC_DIR elsewhere serves an SPA built elsewhere: there is nothing to build for it.
if (readConfig().staticDir === resolve(builtDir)) await buildWhenStale();
await import('../server/main');
