import { spawn, type SpawnOptions } from 'node:child_process';
import { constants } from 'node:os';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Like `run`, with the output held and answered whole once the command has ended (its streams
 * closed), so the logs of commands running at the same time do not interleave.
 */
export function runHeld(command: string, args: string[]): Promise<{ code: number; output: Buffer }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }));
  });
}

export async function runOrFail(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

const stopSignals = ['SIGINT', 'SIGTERM'] as const;

/**
 * Like `runOrFail`, for a step of a process that a process manager may stop at any moment (npm
 * start's build): SIGINT or SIGTERM sent to this process goes on to the command, and once the
 * command has ended this process ends too, with the signal's exit code, leaving nothing running.
 */
export function runStoppableOrFail(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    let stoppedBy: NodeJS.Signals | null = null;
    const passOn = (signal: NodeJS.Signals) => {
      stoppedBy = signal;
      child.kill(signal);
    };
    for (const signal of stopSignals) process.on(signal, passOn);
    const settle = () => {
      for (const signal of stopSignals) process.off(signal, passOn);
    };
    child.on('error', (error) => {
      settle();
      reject(error);
    });
    child.on('exit', (code) => {
      settle();
      if (stoppedBy !== null) process.exit(128 + constants.signals[stoppedBy]);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}
