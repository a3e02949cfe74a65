import { isPlainFileName, serverRunLimits, type RunFile } from '../../../src/domain/workflow/server-runs';

/**
 * A run's working folder (D67): what its scripts write with `files.write` and read back, shared by
 * every node of the run (a bot's nodes too). The server keeps it in the database (run_files), so any
 * process sees it and the run panel offers each file for download.
 */
export interface RunFolder {
  /** Writes the file, replacing one of the same name; refuses what would pass the limits. */
  write(name: string, content: Buffer): Promise<void>;
  /** The file's bytes, or null when the folder has none of that name. */
  read(name: string): Promise<Buffer | null>;
  /** Every file, in the order they were (last) written. */
  list(): Promise<RunFile[]>;
}

/** A name must be a plain file name: a script cannot reach outside its folder. */
export function requirePlainFileName(name: unknown): string {
  if (typeof name !== 'string' || !isPlainFileName(name)) {
    throw new Error(`${JSON.stringify(name)} is not a plain file name: a file in the run's folder is named without / or \\, without .. and without control characters`);
  }
  return name;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Refuses a write that would pass a file's limit or the run's (`othersBytes`: the run's other files together). */
export function refuseBeyondLimits(name: string, size: number, othersBytes: number): void {
  if (size > serverRunLimits.fileBytes) {
    throw new Error(`${name} is ${megabytes(size)}: a file in the run's folder may be ${megabytes(serverRunLimits.fileBytes)} at most`);
  }
  if (othersBytes + size > serverRunLimits.runFilesBytes) {
    throw new Error(`Writing ${name} would bring the run's files to ${megabytes(othersBytes + size)}: a run may keep ${megabytes(serverRunLimits.runFilesBytes)} of files at most`);
  }
}

/**
 * What `files.path(name)` answers: the file's place in the run's folder, for host calls that take a
 * path (a mail attachment, the browser's downloads and screenshots), which read or write the folder.
 */
const pathPrefix = 'run-files/';
export const runFilePath = (name: string) => `${pathPrefix}${requirePlainFileName(name)}`;

/** The file a path from `files.path` names, or null for any other path. */
export function runFileNameOf(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith(pathPrefix)) return null;
  const name = path.slice(pathPrefix.length);
  return isPlainFileName(name) ? name : null;
}

/** A folder in memory, with the same limits: for the engine on its own (its tests, the runs bench). */
export function memoryRunFolder(): RunFolder & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    write: async (name, content) => {
      const others = [...files].reduce((sum, [each, bytes]) => (each === name ? sum : sum + bytes.length), 0);
      refuseBeyondLimits(name, content.length, others);
      files.delete(name);
      files.set(name, content);
    },
    read: async (name) => files.get(name) ?? null,
    list: async () => [...files].map(([name, bytes]) => ({ name, size: bytes.length })),
  };
}
