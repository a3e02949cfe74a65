/**
 * `npm test`: every check, stage after stage, stopping after the first stage that fails (as `&&`
 * did), then a table of how long each step took, so a slow CI says where its minutes went.
 *
 * A stage is lanes that run at the same time, each a few steps one after the other. The first stage
 * holds what mostly waits on one core (tsc, eslint, Ladle's Vite 6 build) beside the app's build, so
 * together they fill both cores of this machine; in each later stage one lane waits on servers or
 * timers for a good share of its time and the other fills it. The two builds are made once here, and
 * the browser steps use them (`playwright test` without `test:e2e`'s build, the sweep with
 * `--no-build`).
 */
import { run, runHeld } from './lib/run';

interface Step {
  name: string;
  command: string[];
}

/** Steps that run one after another, the next only when the one before passed. */
type Lane = Step[];

const npmScript = (script: string, ...args: string[]): string[] => ['npm', 'run', script, '--silent', ...(args.length ? ['--', ...args] : [])];

// The lanes of a stage run at the same time.
const stages: Lane[][] = [
  [
    [{ name: 'type check', command: npmScript('typecheck') }],
    [{ name: 'lint', command: npmScript('lint') }],
    [{ name: 'app build (vite)', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] }],
    [{ name: 'story build (Ladle)', command: npmScript('test:stories', '--build-only') }],
  ],
  // The PGlite pass of the server tests waits on the server processes it starts for a share of its
  // time; the client tests fill that share. They end within seconds of each other.
  [
    [
      { name: 'client unit and model tests', command: npmScript('test:unit') },
      { name: 'model coverage report', command: npmScript('model:report') },
    ],
    [{ name: 'server tests (PGlite)', command: npmScript('test:server', '--only', 'pglite') }],
  ],
  // The e2e run waits on its app servers and timers for a good share of its time since it drives the
  // headless shell (D112): the sweep fills that share instead of running after it, and the PostgreSQL
  // pass takes the minute the e2e run goes on after the sweep (alone at the end of the stage before,
  // it left a third of both cores idle).
  [
    [{ name: 'end-to-end tests (Playwright)', command: ['npx', 'playwright', 'test'] }],
    [
      { name: 'story sweep (Chromium)', command: npmScript('test:stories', '--no-build') },
      { name: 'server tests (PostgreSQL)', command: npmScript('test:server', '--only', 'postgres') },
    ],
  ],
];

interface Timing {
  name: string;
  ms: number;
  outcome: string;
}

const outcomeOf = (code: number) => (code === 0 ? 'passed' : `failed (exit ${code})`);

async function runStep(step: Step, alone: boolean): Promise<Timing> {
  const started = performance.now();
  if (alone) {
    const code = await run(step.command[0]!, step.command.slice(1));
    return { name: step.name, ms: performance.now() - started, outcome: outcomeOf(code) };
  }
  const { code, output } = await runHeld(step.command[0]!, step.command.slice(1));
  const ms = performance.now() - started;
  console.log(`\n== ${step.name} (${outcomeOf(code)}) ==`);
  process.stdout.write(output);
  return { name: `${step.name} (at once)`, ms, outcome: outcomeOf(code) };
}

const notRun = (step: Step): Timing => ({ name: step.name, ms: 0, outcome: 'not run' });

async function runLane(lane: Lane, alone: boolean): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const step of lane) {
    if (timings.some((timing) => timing.outcome !== 'passed')) timings.push(notRun(step));
    else timings.push(await runStep(step, alone));
  }
  return timings;
}

const minutes = (ms: number) => {
  const totalSeconds = Math.round(ms / 1000);
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
};

const timings: Timing[] = [];
let totalMs = 0;
let failed = false;
for (const stage of stages) {
  if (failed) {
    for (const step of stage.flat()) timings.push(notRun(step));
    continue;
  }
  const alone = stage.length === 1;
  if (!alone) console.log(`\n== at once: ${stage.map((lane) => lane.map((step) => step.name).join(' then ')).join('; ')} ==`);
  const started = performance.now();
  const results = (await Promise.all(stage.map((lane) => runLane(lane, alone)))).flat();
  const stageMs = performance.now() - started;
  totalMs += stageMs;
  timings.push(...results);
  if (!alone) timings.push({ name: '  the stage above, wall time', ms: stageMs, outcome: '' });
  failed = results.some((result) => result.outcome !== 'passed');
}

const width = Math.max(...timings.map((timing) => timing.name.length));
console.log('\n== npm test: time per step ==');
for (const timing of timings) console.log(`${timing.name.padEnd(width)}  ${timing.outcome === 'not run' ? '    -' : minutes(timing.ms).padStart(5)}  ${timing.outcome}`);
console.log(`${'total (wall)'.padEnd(width)}  ${minutes(totalMs).padStart(5)}`);
process.exit(failed ? 1 : 0);
