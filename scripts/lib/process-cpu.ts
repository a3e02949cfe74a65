import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

/** Fields of /proc/<pid>/stat after the command's closing parenthesis (the command may hold spaces); null once it is gone. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

// After ')': state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
const ticksOf = (fields: string[], indexes: number[]) => indexes.reduce((sum, index) => sum + Number(fields[index]), 0);

/** CPU seconds another process has used (user and system), from /proc (Linux); null where it cannot be read. */
export function processCpuSeconds(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? ticksOf(fields, [11, 12]) / ticksPerSecond : null;
}

/**
 * CPU seconds of a process and its children, live or ended: an ended child's time is in the
 * parent's cutime/cstime once reaped, a live one's is read from its own stat. 0 where it cannot be read.
 */
export function processTreeCpuSeconds(rootPid: number): number {
  const own = statFields(rootPid);
  if (!own) return 0;
  let ticks = ticksOf(own, [11, 12, 13, 14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === rootPid) ticks += ticksOf(fields, [11, 12]);
  }
  return ticks / ticksPerSecond;
}
