import { kindOfNode } from '../../../domain/workflow/node-catalogue/catalogue';
import type { NodeKind } from '../../../domain/workflow/node-catalogue/node-kind';
import type { NodeHandles } from '../../../domain/workflow/node-catalogue/node-types';
import { onFailureOf } from '../../../domain/workflow/node-properties';

/**
 * Which kind a drawn node is drawn as, without its styles: the look (node-looks.ts) and the boxes
 * declared before React Flow measures (declared-boxes.ts, which the e2e tests also read, where no
 * style can load) both start here.
 */

/** What a drawn node's data holds: React Flow types it loosely, the editor as `{ label, type, properties }`. */
export interface DrawnNodeData {
  type?: unknown;
  properties?: unknown;
}

const isProperties = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

const basicKind = kindOfNode({ type: 'basic', properties: {} })!;

/**
 * The kind its data resolves to in the catalogue (`kindOfNode`), `known` when it does. A node the
 * catalogue does not know keeps the kind its type has when a node does not say (a stored
 * `paletteItem` of another type, or one this release does not have); a type Botflow does not know is
 * drawn as a basic node (D31).
 */
export function drawnNodeKind(data: DrawnNodeData): { kind: NodeKind; known: boolean } {
  if (typeof data.type !== 'string') return { kind: basicKind, known: false };
  const kind = isProperties(data.properties) ? kindOfNode({ type: data.type, properties: data.properties }) : undefined;
  if (kind) return { kind, known: true };
  return { kind: kindOfNode({ type: data.type, properties: {} }) ?? basicKind, known: false };
}

/** Where a node's handles are, as its look draws them (declared-boxes.ts declares the same before React Flow measures). */
export const handlesOfNode = (node: { data: DrawnNodeData }): NodeHandles => drawnNodeKind(node.data).kind.handles;

/** The node takes its error path on failure (D128), so it is drawn with a second, red output (ErrorHandle). */
export function hasErrorHandle(data: DrawnNodeData): boolean {
  return isProperties(data.properties) && onFailureOf({ properties: data.properties }, drawnNodeKind(data).kind.handles) === 'errorPath';
}
