import { inputValues, type DeclaredInput } from '../../../src/domain/workflow/node-catalogue/declared-inputs';
import { libraryScriptSource } from '../../scripts/library';
import { pageCalls } from '../browser/page-bridge';
import { runSandboxed, type SandboxLimits } from '../engine/sandbox';
import { asyncCalls, syncCalls, type ScriptServices } from './host-calls';
import { runtimeCallInstead, runtimeNames } from './prelude';
import { runScript, type ScriptSource } from './script-sandbox';

/** One execution of a script: what it is given and what it may reach. */
export interface ScriptExecution {
  input: unknown;
  inputs: Readonly<Record<string, unknown>>;
  services: ScriptServices;
  limits: SandboxLimits;
  signal: AbortSignal;
}

async function execute(source: ScriptSource, { input, inputs, services, limits, signal }: ScriptExecution): Promise<unknown> {
  const sync = syncCalls(services);
  const { tab } = services;
  const calls = tab ? { ...asyncCalls(services), ...pageCalls({ tab, files: services.files }) } : asyncCalls(services);
  try {
    return await runScript(source, { input, inputs, asyncCalls: calls, syncCalls: sync.calls, limits, signal, withPage: tab !== undefined });
  } finally {
    sync.finish();
  }
}

/**
 * Whether a body can tell it runs in the script runtime: it names one of the runtime's names, or
 * something that makes or waits on a promise (or reaches its arguments or eval). A body that does
 * none of these computes its output from `input` alone, and answers the same run synchronously.
 */
const usesRuntime = new RegExp(`\\b(${[...runtimeNames.filter((name) => name !== 'input'), 'await', 'async', 'Promise', 'then', 'arguments', 'eval'].join('|')})\\b`);

/**
 * A Code or Transform node's code (D60, D67): a function body, which may `await`, receiving `input`
 * and the runtime's names (`inputs`, `secrets`, `log`, `sleep`, `fetch`, `files`, `mail`,
 * `hmacSha256Hex`, `crypto`) and returning the node's output. A body that only maps its input
 * (most Transforms) runs in the plain sandbox the conditions use: the runtime's promises and host
 * calls cost it most of its start, for nothing it could observe.
 */
export function runNodeCode(code: string, execution: ScriptExecution): Promise<unknown> {
  if (!usesRuntime.test(code)) return runSandboxed(code, execution.input, execution.limits);
  // The code's first line is the wrapper's second: its errors name the line as the user counts it (D153).
  const where = { fileName: 'node.js', lineOffset: 1, code, namesFile: false, callInstead: runtimeCallInstead };
  return execute({ code: `(async function ({ ${runtimeNames.join(', ')} }) {\n${code}\n})`, type: 'function', where }, execution);
}

/** A library script (D65, D67): its module's default export, called with the runtime object (and `page` when it drives the run's tab, D68). */
export function runLibraryScript(scriptId: string, execution: ScriptExecution): Promise<unknown> {
  const code = libraryScriptSource(scriptId);
  return execute({ code, type: 'module', where: { fileName: `${scriptId}.js`, lineOffset: 0, code, namesFile: true, callInstead: runtimeCallInstead } }, execution);
}

/**
 * What a library script reads as `inputs` (D66): each declared input's value, or its default. A
 * JSON input typed as text is parsed, and a number typed as text is a number, so a script reads
 * the values its inputs declare whichever way the node holds them.
 */
export function declaredInputValues(
  declared: readonly DeclaredInput[],
  properties: Readonly<Record<string, unknown>>,
): { ok: true; values: Record<string, unknown> } | { ok: false; reason: string } {
  const values = inputValues(declared, properties);
  for (const input of declared) {
    const value = values[input.name];
    if (typeof value !== 'string') continue;
    if (input.kind === 'json') {
      try {
        values[input.name] = JSON.parse(value) as unknown;
      } catch {
        return { ok: false, reason: `The input ${input.label} is not valid JSON` };
      }
    } else if (input.kind === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) values[input.name] = Number(value);
  }
  return { ok: true, values };
}
