import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Two processes on one PGlite data directory corrupt it: the second one must not open it at all. */
export class DataDirInUse extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it is running all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes `<dataDir>.lock` for this process (its pid inside, created exclusively) and returns its
 * release. A lock left by a process that is gone (killed with SIGKILL) is taken over; one held by
 * a running process is refused with what to do about it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        if (holderOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(lockFile);
    if (holder !== null && isRunning(holder)) {
      throw new DataDirInUse(
        `Another Botflow process (pid ${holder}) is using the data directory ${dataDir}. ` +
          `Stop it first, or set DATA_DIR to another directory. If no such process is running, delete ${lockFile}.`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  throw new DataDirInUse(`Another Botflow process took the data directory ${dataDir} while this one was starting.`);
}
