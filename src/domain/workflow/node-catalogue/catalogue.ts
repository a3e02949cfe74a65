import { botKind, builtInKinds } from './built-in-kinds';
import { libraryKindId, libraryScriptKinds } from './library-scripts';
import type { NodeKind, NodeTrigger } from './node-kind';
import { isWorkflowNodeType, type WorkflowNodeType } from './node-types';

/**
 * The node catalogue (D65): every kind of node Botflow knows, and how a stored node finds its kind.
 * Nothing else lists node kinds; the palette, the properties panel, the engine, the browser check,
 * the schedules and /documents/nodes all read this.
 */
export const nodeKinds: readonly NodeKind[] = [...builtInKinds, ...libraryScriptKinds, botKind];

const kindsById = new Map(nodeKinds.map((kind) => [kind.id, kind]));

export const kindById = (id: string): NodeKind | undefined => kindsById.get(id);

/** The kind a node of each spec type is when it does not say (D65): the one whose id is the type. */
const kindIdOfType: Readonly<Record<WorkflowNodeType, string>> = {
  basic: 'basic',
  process: 'process',
  decision: 'decision',
  start: 'start',
  end: 'end',
  timer: 'timer',
  email: 'email',
  transform: 'transform',
  validate: 'validate',
  api: 'api',
  database: 'database',
  'user-task': 'user-task',
  approval: 'approval',
  service: 'service',
  event: 'event',
  script: 'code',
  bot: 'bot',
};

/** What the catalogue reads of a stored node: the spec's type (`data.type`) and its properties. */
export interface CatalogueNode {
  type: string;
  properties: Readonly<Record<string, unknown>>;
}

const filledIn = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The kind of a stored node, or undefined when the catalogue does not know it. A node says which
 * palette item it came from (`properties.paletteItem`), which must match its type. A node that does
 * not (an older save, an imported file) is resolved from its type: a script node with code of its
 * own is a Code node, one that names a library script is that script, and a timer with a cron is a
 * Schedule, as they behaved before the catalogue.
 */
export function kindOfNode(node: CatalogueNode): NodeKind | undefined {
  const recorded = node.properties.paletteItem;
  if (recorded !== undefined) {
    const kind = typeof recorded === 'string' ? kindsById.get(recorded) : undefined;
    return kind?.type === node.type ? kind : undefined;
  }
  if (!isWorkflowNodeType(node.type)) return undefined;
  if (node.type === 'script' && !filledIn(node.properties.code) && typeof node.properties.scriptId === 'string') {
    return kindsById.get(libraryKindId(node.properties.scriptId));
  }
  if (node.type === 'timer' && filledIn(node.properties.cron)) return kindsById.get('schedule');
  return kindsById.get(kindIdOfType[node.type]);
}

/** The palette item a node records: its own when it has one the catalogue knows, else the one its type resolves to. */
export function withPaletteItem<P extends Readonly<Record<string, unknown>>>(node: CatalogueNode & { properties: P }): P {
  const kind = kindOfNode(node);
  if (!kind || node.properties.paletteItem === kind.id) return node.properties;
  return { ...node.properties, paletteItem: kind.id };
}

/** The nodes a run cannot start with, because the catalogue does not know what they are (D65). */
export const unknownNodes = <N extends CatalogueNode>(nodes: readonly N[]): N[] => nodes.filter((node) => kindOfNode(node) === undefined);

/** The nodes that act in a web page (D45, D68). */
export const browserNodes = <N extends CatalogueNode>(nodes: readonly N[]): N[] => nodes.filter((node) => kindOfNode(node)?.needsBrowser === true);

/** What starts runs at or through the node, by its kind (D126); null for a node that starts none. */
export const triggerOfNode = (node: CatalogueNode): NodeTrigger | null => kindOfNode(node)?.trigger ?? null;

/** A node that begins runs of its own at itself (a Webhook, D135): nothing runs before it, so no edge need reach it. */
export const beginsOwnRuns = (node: CatalogueNode): boolean => triggerOfNode(node) === 'webhook';
