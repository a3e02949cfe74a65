/**
 * `npm test`: every check, stage after stage, stopping after the first stage that fails (as `&&`
 * did), then a table of how long each step took, so a slow CI says where its minutes went (issue 33).
 *
 * The steps of a stage run at the same time. The first stage holds what mostly waits on one core
 * (tsc, eslint, Ladle's Vite 6 build) beside the app's build, so together they fill both cores of
 * this machine; the test steps after it each fill the machine on their own and run alone, but for the
 * last stage, where the story sweep runs beside the end-to-end tests. The two
 * builds are made once here, and the browser steps use them (`playwright test` without
 * `test:e2e`'s build, the sweep with `--no-build`).
 */
import { run, runHeld } from './lib/run';

interface Step {
  name: string;
  command: string[];
}

const npmScript = (script: string, ...args: string[]): string[] => ['npm', 'run', script, '--silent', ...(args.length ? ['--', ...args] : [])];

const stages: Step[][] = [
  [
    { name: 'type check', command: npmScript('typecheck') },
    { name: 'lint', command: npmScript('lint') },
    { name: 'app build (vite)', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
    { name: 'story build (Ladle)', command: npmScript('test:stories', '--build-only') },
  ],
  [{ name: 'client unit and model tests', command: npmScript('test:unit') }],
  [{ name: 'model coverage report', command: npmScript('model:report') }],
  [{ name: 'server tests (PGlite, PostgreSQL)', command: npmScript('test:server') }],
  // The e2e run waits on its app servers and timers for a good share of its time since it drives the
  // headless shell (D112): the sweep fills that share instead of running after it.
  [
    { name: 'end-to-end tests (Playwright)', command: ['npx', 'playwright', 'test'] },
    { name: 'story sweep (Chromium)', command: npmScript('test:stories', '--no-build') },
  ],
];

async function runStep(step: Step, alone: boolean): Promise<{ ms: number; code: number }> {
  const started = performance.now();
  if (alone) {
    const code = await run(step.command[0]!, step.command.slice(1));
    return { ms: performance.now() - started, code };
  }
  const { code, output } = await runHeld(step.command[0]!, step.command.slice(1));
  const ms = performance.now() - started;
  console.log(`\n== ${step.name} (${code === 0 ? 'passed' : `failed, exit ${code}`}) ==`);
  process.stdout.write(output);
  return { ms, code };
}

const minutes = (ms: number) => {
  const totalSeconds = Math.round(ms / 1000);
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
};

interface Timing {
  name: string;
  ms: number;
  outcome: string;
}

const timings: Timing[] = [];
let totalMs = 0;
let failed = false;
for (const stage of stages) {
  if (failed) {
    for (const step of stage) timings.push({ name: step.name, ms: 0, outcome: 'not run' });
    continue;
  }
  if (stage.length > 1) console.log(`\n== at once: ${stage.map((step) => step.name).join(', ')} ==`);
  const started = performance.now();
  const results = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  const stageMs = performance.now() - started;
  totalMs += stageMs;
  stage.forEach((step, index) => {
    const { ms, code } = results[index]!;
    timings.push({ name: stage.length > 1 ? `${step.name} (at once)` : step.name, ms, outcome: code === 0 ? 'passed' : `failed (exit ${code})` });
  });
  if (stage.length > 1) timings.push({ name: '  the stage above, wall time', ms: stageMs, outcome: '' });
  failed = results.some((result) => result.code !== 0);
}

const width = Math.max(...timings.map((timing) => timing.name.length));
console.log('\n== npm test: time per step ==');
for (const timing of timings) console.log(`${timing.name.padEnd(width)}  ${timing.outcome === 'not run' ? '    -' : minutes(timing.ms).padStart(5)}  ${timing.outcome}`);
console.log(`${'total (wall)'.padEnd(width)}  ${minutes(totalMs).padStart(5)}`);
process.exit(failed ? 1 : 0);
