import type { XYPosition } from '@xyflow/react';
import type { EditorNode } from './types';

/** What the palette hands over to make a node (a palette item satisfies it). */
export interface NodeSource {
  type: string;
  nodeLabel: string;
  properties: Record<string, unknown>;
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

/**
 * Spec 02 §3 with D65: a node of the item's type, labelled as the item says (its capitalised type
 * plus " Node", or a script's or a bot's title), whose properties name the palette item it came
 * from (and a script's or bot's id and title).
 */
export function createNode(source: NodeSource, id: string, position: XYPosition): EditorNode {
  return {
    id,
    type: source.type,
    position: { x: position.x, y: position.y },
    data: { label: source.nodeLabel, type: source.type, properties: { ...source.properties } },
  };
}

/** The properties panel's label field names the node on the canvas too. */
export function withProperties(node: EditorNode, properties: Record<string, unknown>): EditorNode {
  const label = typeof properties.label === 'string' && properties.label.trim() !== '' ? properties.label : node.data.label;
  return { ...node, data: { ...node.data, label, properties: { ...properties } } };
}
