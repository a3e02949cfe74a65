import { newQuickJSWASMModule, type QuickJSWASMModule } from 'quickjs-emscripten';

/** Limits of one piece of user code (D45): it cannot run or grow without end. */
export interface SandboxLimits {
  timeMs: number;
  memoryBytes: number;
}

export const defaultSandboxLimits: SandboxLimits = { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 };

export class SandboxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxError';
  }
}

let module: Promise<QuickJSWASMModule> | null = null;
/** The WebAssembly module is loaded once per process (~50 ms); each run gets a runtime of its own. */
const quickJS = () => (module ??= newQuickJSWASMModule());

/**
 * Runs a script or transform node's code in QuickJS compiled to WebAssembly (D45): the code sees
 * only `input` (a JSON copy) and returns a JSON-able value; there is no `require`, no `process`, no
 * file system and no network, since nothing of the host is handed in. The time limit interrupts a
 * loop; the memory limit ends an allocation that does not stop.
 */
export async function runSandboxed(code: string, input: unknown, limits: SandboxLimits = defaultSandboxLimits): Promise<unknown> {
  const runtime = (await quickJS()).newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(1024 * 1024);
  const deadline = Date.now() + limits.timeMs;
  let timedOut = false;
  runtime.setInterruptHandler(() => {
    timedOut = Date.now() > deadline;
    return timedOut;
  });
  const context = runtime.newContext();
  try {
    // The input goes in as JSON text and the result comes out as JSON text: no host object crosses.
    const program = `(function (input) {\n${code}\n})(JSON.parse(${JSON.stringify(JSON.stringify(input ?? null))}))`;
    const result = context.evalCode(`JSON.stringify(${program}) ?? 'null'`, 'node.js');
    if (result.error) {
      const error = context.dump(result.error) as { name?: string; message?: string } | string;
      result.error.dispose();
      if (timedOut) throw new SandboxError(`The code ran longer than its limit of ${limits.timeMs} ms`);
      const message = typeof error === 'string' ? error : `${error.name ?? 'Error'}: ${error.message ?? ''}`;
      if (/out of memory/i.test(message)) throw new SandboxError(`The code used more than its limit of ${Math.round(limits.memoryBytes / 1024 / 1024)} MB`);
      throw new SandboxError(message);
    }
    const text = context.getString(result.value);
    result.value.dispose();
    return JSON.parse(text) as unknown;
  } finally {
    context.dispose();
    runtime.dispose();
  }
}
