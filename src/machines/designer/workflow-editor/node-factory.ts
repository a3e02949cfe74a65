import type { XYPosition } from '@xyflow/react';
import type { EditorNode } from './types';

/** What the palette hands over to make a node (a palette item satisfies it). */
export interface NodeSource {
  type: string;
  label: string;
  properties?: Record<string, unknown>;
}

const NODE_ID = /^node-(\d+)$/;

/** The first number after every "node-N" id in the list, and never below `atLeast`. */
export function nextNodeNumberAfter(nodes: readonly { id: string }[], atLeast = 1): number {
  let next = atLeast;
  for (const node of nodes) {
    const match = NODE_ID.exec(node.id);
    if (match) next = Math.max(next, Number(match[1]) + 1);
  }
  return next;
}

export function nodeIdFor(number: number): string {
  return `node-${number}`;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Spec 02 §3: the label is the capitalised type plus " Node"; a script node is labelled with its
 * script's title and keeps scriptId, scriptTitle and scriptDescription in its properties; other
 * nodes start with empty properties. A bot node (D38) is named like a script node, after its bot,
 * and keeps botId and botTitle.
 */
const namedByTheirSource = new Set(['script', 'bot']);

export function createNode(source: NodeSource, id: string, position: XYPosition): EditorNode {
  const named = namedByTheirSource.has(source.type);
  return {
    id,
    type: source.type,
    position: { x: position.x, y: position.y },
    data: {
      label: named ? source.label : `${capitalised(source.type)} Node`,
      type: source.type,
      properties: named ? { ...source.properties } : {},
    },
  };
}

/** The properties panel's label field names the node on the canvas too. */
export function withProperties(node: EditorNode, properties: Record<string, unknown>): EditorNode {
  const label = typeof properties.label === 'string' && properties.label.trim() !== '' ? properties.label : node.data.label;
  return { ...node, data: { ...node.data, label, properties: { ...properties } } };
}
