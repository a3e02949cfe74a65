import type { QuickJSDeferredPromise, QuickJSHandle } from 'quickjs-emscripten';
import { limitedRuntime, SandboxError, type SandboxLimits } from '../engine/sandbox';
import type { CodeLocation } from './code-error';
import type { AsyncCall, SyncCall } from './host-calls';
import { runtimePrelude } from './prelude';
import { messageOf } from '../../../src/domain/error-text';

/** A script to run: a module whose default export is its main function, or an expression that evaluates to one. */
export interface ScriptSource {
  code: string;
  type: 'module' | 'function';
  /** Where the user's code is in `code`, and the file name its errors carry (D153). */
  where: CodeLocation;
}

export interface ScriptRun {
  input: unknown;
  inputs: Readonly<Record<string, unknown>>;
  asyncCalls: Readonly<Record<string, AsyncCall>>;
  syncCalls: Readonly<Record<string, SyncCall>>;
  limits: SandboxLimits;
  /** Ends the script where it is (the node's timeout, a cancel): it rejects with the signal's reason. */
  signal: AbortSignal;
  /** The script gets `page`, the run's browser tab (D68): the host answers its `page` calls. */
  withPage: boolean;
}

/** Why the calls still under way end once the script has its answer (one reason for all: no stack to capture each time). */
const scriptEnded = new Error('The script has ended');

/**
 * Runs a script in QuickJS (D60, D67) with the runtime of the prelude, each host call a QuickJS
 * promise: the host's work runs outside the VM, and its answer settles the promise the script holds,
 * after which the VM's pending jobs run. So a script may wait on several calls at once
 * (`Promise.race`), and only the slices spent running code in the VM count toward the time limit.
 * The script's main function gets the runtime object; what it answers comes back as JSON.
 */
export async function runScript(source: ScriptSource, run: ScriptRun): Promise<unknown> {
  const sandbox = await limitedRuntime(run.limits, source.where);
  const { context, runtime, slice } = sandbox;
  /** Host calls under way; their promises in the VM wait on them. */
  const pending = new Set<QuickJSDeferredPromise>();
  /** Answers that came back, applied to the VM by the loop below and nowhere else. */
  const settled: Array<() => void> = [];
  let wake: (() => void) | null = null;
  let closed = false;
  // Ends the calls still under way once the script has its answer (the slower side of a race).
  const finished = new AbortController();
  const callSignal = AbortSignal.any([run.signal, finished.signal]);
  const onAbort = () => wake?.();
  run.signal.addEventListener('abort', onAbort);

  const answerHandle = (answer: unknown): QuickJSHandle =>
    answer instanceof Uint8Array ? context.newArrayBuffer(answer.buffer.slice(answer.byteOffset, answer.byteOffset + answer.byteLength)) : context.newString(JSON.stringify(answer ?? null));

  function settle(deferred: QuickJSDeferredPromise, outcome: { answer: unknown } | { error: unknown }) {
    if (closed) return;
    settled.push(() => {
      pending.delete(deferred);
      const handle = 'answer' in outcome ? answerHandle(outcome.answer) : context.newError({ name: 'Error', message: messageOf(outcome.error) });
      if ('answer' in outcome) deferred.resolve(handle);
      else deferred.reject(handle);
      handle.dispose();
    });
    wake?.();
  }

  const host = context.newFunction('host', (opHandle, argsHandle, bytesHandle) => {
    const op = context.getString(opHandle);
    const call = run.asyncCalls[op];
    if (!call) throw new Error(`The runtime has no ${op}`);
    const args = JSON.parse(context.getString(argsHandle)) as unknown[];
    let bytes: Buffer | undefined;
    if (bytesHandle !== undefined && context.typeof(bytesHandle) === 'object') {
      const view = context.getArrayBuffer(bytesHandle);
      bytes = Buffer.from(view.value);
      view.dispose();
    }
    const deferred = context.newPromise();
    pending.add(deferred);
    call(args, bytes, callSignal).then(
      (answer) => settle(deferred, { answer }),
      (error: unknown) => settle(deferred, { error }),
    );
    return deferred.handle;
  });
  const hostSync = context.newFunction('hostSync', (opHandle, argsHandle) => {
    const op = context.getString(opHandle);
    const call = run.syncCalls[op];
    if (!call) throw new Error(`The runtime has no ${op}`);
    return context.newString(JSON.stringify(call(JSON.parse(context.getString(argsHandle)) as unknown[]) ?? null));
  });
  const handles: QuickJSHandle[] = [host, hostSync];
  const keep = (handle: QuickJSHandle) => {
    handles.push(handle);
    return handle;
  };
  const unwrap = (result: ReturnType<typeof context.evalCode>): QuickJSHandle => {
    if (result.error) throw sandbox.failure(result.error);
    return keep(result.value);
  };

  try {
    const promise = slice(() => {
      const start = unwrap(context.callFunction(unwrap(context.evalCode(runtimePrelude, 'runtime.js', { type: 'global', strict: true })), context.undefined, host, hostSync));
      const compiled = context.evalCode(source.code, source.where.fileName, { type: source.type === 'module' ? 'module' : 'global' });
      // Reading the script's code: a SyntaxError here is code that does not parse (not retried).
      if (compiled.error) throw sandbox.failure(compiled.error, { compiling: true });
      const evaluated = keep(compiled.value);
      const main = source.type === 'module' ? keep(context.getProp(evaluated, 'default')) : evaluated;
      if (context.typeof(main) !== 'function') throw new SandboxError(`${source.where.fileName} has no default export function to run`);
      const input = keep(context.newString(JSON.stringify(run.input ?? null)));
      const inputs = keep(context.newString(JSON.stringify(run.inputs)));
      return unwrap(context.callFunction(start, context.undefined, main, input, inputs, run.withPage ? context.true : context.false));
    });
    for (;;) {
      const jobs = slice(() => runtime.executePendingJobs());
      if (jobs.error) throw sandbox.failure(jobs.error);
      if (sandbox.timedOut) throw sandbox.failure(context.newError('interrupted'));
      const state = context.getPromiseState(promise);
      if (state.type === 'fulfilled') {
        const text = context.getString(state.value);
        state.value.dispose();
        return JSON.parse(text) as unknown;
      }
      if (state.type === 'rejected') throw sandbox.failure(state.error);
      if (settled.length === 0) {
        if (pending.size === 0) throw new SandboxError('The code waits on a promise that nothing will ever settle');
        await new Promise<void>((resolve) => {
          wake = resolve;
          if (run.signal.aborted) resolve();
        });
        wake = null;
      }
      if (run.signal.aborted) throw run.signal.reason as Error;
      slice(() => settled.splice(0).forEach((apply) => apply()));
    }
  } finally {
    closed = true;
    finished.abort(scriptEnded);
    run.signal.removeEventListener('abort', onAbort);
    for (const deferred of pending) deferred.dispose();
    for (const handle of handles) if (handle.alive) handle.dispose();
    sandbox.dispose();
  }
}
