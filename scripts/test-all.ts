/**
 * `npm test`: every check, one after the other, stopping at the first that fails (as `&&` did), then
 * a table of how long each step took, so a slow CI says where its minutes went (issue 33).
 */
import { run } from './lib/run';

interface Step {
  name: string;
  script: string;
}

const steps: Step[] = [
  { name: 'type check', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'client unit and model tests', script: 'test:unit' },
  { name: 'model coverage report', script: 'model:report' },
  { name: 'server tests (PGlite, PostgreSQL)', script: 'test:server' },
  { name: 'end-to-end tests (build, Playwright)', script: 'test:e2e' },
  { name: 'story sweep (Ladle build, Chromium)', script: 'test:stories' },
];

const minutes = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

const timings: Array<{ name: string; ms: number; outcome: string }> = [];
let failed: Step | null = null;
for (const step of steps) {
  if (failed) {
    timings.push({ name: step.name, ms: 0, outcome: 'not run' });
    continue;
  }
  const started = performance.now();
  const code = await run('npm', ['run', step.script, '--silent']);
  timings.push({ name: step.name, ms: performance.now() - started, outcome: code === 0 ? 'passed' : `failed (exit ${code})` });
  if (code !== 0) failed = step;
}

const width = Math.max(...timings.map((timing) => timing.name.length));
console.log('\n== npm test: time per step ==');
for (const timing of timings) console.log(`${timing.name.padEnd(width)}  ${timing.outcome === 'not run' ? '    -' : minutes(timing.ms).padStart(5)}  ${timing.outcome}`);
console.log(`${'total'.padEnd(width)}  ${minutes(timings.reduce((sum, timing) => sum + timing.ms, 0)).padStart(5)}`);
process.exit(failed ? 1 : 0);
