/** Timing helpers shared by the HTTP benchmarks: figures, never assertions. */
export const requestsPerFigure = 200;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One printed line: the label, then p50 and p95 in milliseconds. */
export const row = (label: string, times: number[]) =>
  `  ${label.padEnd(48)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`;

/** The same GET, one after another, each timed to its last byte. */
export async function timed(url: string, token: string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < requestsPerFigure; index += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers: { Authorization: token } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - start);
  }
  return times;
}
