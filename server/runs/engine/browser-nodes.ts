import { scriptLibrary } from '../../scripts/script-library';
import type { EngineNode, EngineWorkflow } from './workflow';

/** The palette's items that act in a web page (02 §2 Click Workflow): the server has no browser. */
const browserPaletteItems = new Set(['click-trigger', 'click-action', 'element-selector']);
const pageScripts = new Set(scriptLibrary.filter((script) => /\bpage\./.test(script.body)).map((script) => script.id));

/**
 * The nodes a server run cannot execute (D45), named before the run starts so it is refused with a
 * 422 instead of failing halfway: click items, and library scripts that drive a `page`.
 */
export function browserOnlyNodes(workflow: EngineWorkflow): EngineNode[] {
  return workflow.nodes.filter(
    (node) =>
      browserPaletteItems.has(String(node.properties.paletteItem ?? '')) ||
      (node.type === 'script' && typeof node.properties.scriptId === 'string' && pageScripts.has(node.properties.scriptId) && typeof node.properties.code !== 'string'),
  );
}
