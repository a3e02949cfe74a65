import { newQuickJSWASMModule, type QuickJSContext, type QuickJSHandle, type QuickJSRuntime, type QuickJSWASMModule } from 'quickjs-emscripten';
import { codeErrorMessage, whyCodeErrorIsFinal, type CodeLocation, type ThrownByCode } from '../runtime/code-error';

/** Limits of one piece of user code (D45): it cannot compute or grow without end. */
export interface SandboxLimits {
  /** Computing time; time a script spends waiting on the host (sleep, fetch...) does not count. */
  timeMs: number;
  memoryBytes: number;
}

export const defaultSandboxLimits: SandboxLimits = { timeMs: 1000, memoryBytes: 32 * 1024 * 1024 };

export class SandboxError extends Error {
  /** Why another attempt cannot go otherwise (D88, D153): code that does not parse, a TypeError or ReferenceError; null when it may. */
  readonly final: string | null;

  constructor(message: string, { final = null }: { final?: string | null } = {}) {
    super(message);
    this.name = 'SandboxError';
    this.final = final;
  }
}

let module: Promise<QuickJSWASMModule> | null = null;
/** The WebAssembly module is loaded once per process (~50 ms); each piece of code gets a runtime of its own. */
const quickJS = () => (module ??= newQuickJSWASMModule());
/** The next runtimes come from a fresh module; the retired one is garbage once the runtimes still on it end. */
const retire = (retired: Promise<QuickJSWASMModule>) => {
  if (module === retired) module = null;
};

/**
 * A QuickJS runtime with the limits applied. The clock counts only while `slice` runs code in the
 * VM: the interrupt handler, which QuickJS calls as it executes, stops the code once the slices
 * together pass the time limit. `failure` turns what the VM threw into the error a step shows.
 */
export async function limitedRuntime(limits: SandboxLimits, where: CodeLocation) {
  const loaded = quickJS();
  const runtime: QuickJSRuntime = (await loaded).newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(1024 * 1024);
  let spentMs = 0;
  let sliceStart: number | null = null;
  let timedOut = false;
  let outOfMemory = false;
  runtime.setInterruptHandler(() => {
    if (sliceStart === null) return false;
    timedOut = spentMs + (performance.now() - sliceStart) > limits.timeMs;
    return timedOut;
  });
  const context: QuickJSContext = runtime.newContext();
  return {
    runtime,
    context,
    slice<T>(work: () => T): T {
      sliceStart = performance.now();
      try {
        return work();
      } finally {
        spentMs += performance.now() - sliceStart;
        sliceStart = null;
      }
    },
    get timedOut() {
      return timedOut;
    },
    /** Consumes the handle of what the code threw; `compiling` when it came from reading the code, where a SyntaxError means it does not parse. */
    failure(thrown: QuickJSHandle, { compiling = false }: { compiling?: boolean } = {}): SandboxError {
      const error = context.dump(thrown) as ThrownByCode | string;
      if (thrown.alive) thrown.dispose();
      if (timedOut) return new SandboxError(`The code computed longer than its limit of ${limits.timeMs} ms`);
      const message = typeof error === 'string' ? error : codeErrorMessage(error, where);
      outOfMemory = /out of memory/i.test(message);
      if (outOfMemory) return new SandboxError(`The code used more than its limit of ${Math.round(limits.memoryBytes / 1024 / 1024)} MB`);
      return new SandboxError(message, { final: typeof error === 'string' ? null : whyCodeErrorIsFinal(error.name, { compiling }) });
    },
    /**
     * Frees the runtime, unless the code was stopped at a limit: QuickJS can then leave objects
     * behind, and freeing such a runtime aborts the WebAssembly module, every runtime on it with
     * it. Such a runtime is left to its module, which is retired, so nothing is lost for good.
     */
    dispose() {
      if (timedOut || outOfMemory) return retire(loaded);
      try {
        context.dispose();
        runtime.dispose();
      } catch {
        retire(loaded);
      }
    },
  };
}

/**
 * Runs a condition (decision, validate) in QuickJS compiled to WebAssembly (D45): the code sees
 * only `input` (a JSON copy) and returns a JSON-able value; there is no `require`, no `process`, no
 * file system and no network, since nothing of the host is handed in. Scripts, which may wait on
 * the host, run in the script runtime (server/runs/runtime) instead.
 */
export async function runSandboxed(code: string, input: unknown, limits: SandboxLimits = defaultSandboxLimits): Promise<unknown> {
  // The condition's first line is the program's second (D153).
  const sandbox = await limitedRuntime(limits, { fileName: 'node.js', lineOffset: 1, code, namesFile: false });
  try {
    // The input goes in as JSON text and the result comes out as JSON text: no host object crosses.
    const program = `(function (input) {\n${code}\n})(JSON.parse(${JSON.stringify(JSON.stringify(input ?? null))}))`;
    const result = sandbox.slice(() => sandbox.context.evalCode(`JSON.stringify(${program}) ?? 'null'`, 'node.js'));
    // A condition sees only its input, the same on every attempt: a SyntaxError here is the code's own.
    if (result.error) throw sandbox.failure(result.error, { compiling: true });
    const text = sandbox.context.getString(result.value);
    result.value.dispose();
    return JSON.parse(text) as unknown;
  } finally {
    sandbox.dispose();
  }
}
