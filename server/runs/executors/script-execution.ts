import type { NodeContext } from '../engine/executor-context';
import type { ScriptExecution } from '../runtime/run-script';

/** What a script sees of its node's execution (D67): its input, its inputs, and the run's services (the tab too, when its kind drives a page). */
export function scriptExecution(context: NodeContext, inputs: Readonly<Record<string, unknown>>): ScriptExecution {
  const { services, tab } = context;
  return {
    input: context.input,
    inputs,
    limits: services.sandbox,
    signal: context.signal,
    services: { secrets: services.secrets, files: services.files, sendEmail: services.sendEmail, allowPrivateNetwork: services.allowPrivateNetwork, log: context.log, ...(tab ? { tab } : {}) },
  };
}
