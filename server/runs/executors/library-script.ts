import { libraryScripts } from '../../../src/domain/workflow/node-catalogue/library-scripts';
import { notRetried } from '../../../src/domain/workflow/retry-policy';
import type { Executor } from '../engine/executor-context';
import { NodeFailure } from '../engine/node-failure';
import { declaredInputValues, runLibraryScript } from '../runtime/run-script';
import { scriptExecution } from './script-execution';

/**
 * Runs the library script the node names with its declared inputs read from the node (D65, D66). One
 * that drives a page gets `page`: the engine holds the run's tab for it, as its kind needs a browser.
 */
export const executeLibraryScript: Executor<'libraryScript'> = async (context, { scriptId }) => {
  const script = libraryScripts.find((each) => each.scriptId === scriptId);
  const inputs = script ? declaredInputValues(script.inputs, context.node.properties) : { ok: false as const, reason: `The script library has no ${scriptId}` };
  if (!inputs.ok) throw new NodeFailure(inputs.reason, { why: script ? notRetried.missingInput : notRetried.settings });
  return { output: await runLibraryScript(scriptId, scriptExecution(context, inputs.values)) };
};
