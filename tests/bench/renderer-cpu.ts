import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

/** Nanoseconds a process's main thread has been on a CPU (Linux schedstat), or 0 where that cannot be read. */
function mainThreadOnCpu(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0;
  }
}

/** CPU seconds each renderer process has used so far (CDP SystemInfo), by process id. */
export async function rendererCpu(browser: Browser): Promise<Map<number, number>> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; id: number; cpuTime: number }> };
  await session.detach();
  return new Map(processInfo.filter(({ type }) => type === 'renderer').map(({ id, cpuTime }) => [id, cpuTime]));
}

/**
 * The renderers' CPU between `start()` and the `stop()` it answers: all their threads (CDP), and
 * their main threads alone (Linux schedstat; 0 elsewhere), in ms. Unlike wall-clock figures, neither
 * grows when other work on a shared machine takes the core away from the page.
 */
export async function rendererCpuSpan(browser: Browser): Promise<{ stop: () => Promise<{ all: number; main: number }> }> {
  const before = await rendererCpu(browser);
  const mainBefore = new Map([...before.keys()].map((pid) => [pid, mainThreadOnCpu(pid)]));
  return {
    stop: async () => {
      const after = await rendererCpu(browser);
      const all = [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0) * 1000;
      const main = [...after.keys()].reduce((sum, pid) => sum + mainThreadOnCpu(pid) - (mainBefore.get(pid) ?? 0), 0) / 1e6;
      return { all, main };
    },
  };
}
