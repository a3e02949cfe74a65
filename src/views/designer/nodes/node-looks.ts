import {
  BadgeCheck,
  Bot,
  Box,
  CircleStop,
  Cog,
  Database,
  FileCode,
  GitBranch,
  Globe,
  Mail,
  Play,
  Server,
  ShieldCheck,
  Shuffle,
  Timer,
  UserCheck,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { nodeKinds } from '../../../domain/workflow/node-catalogue/catalogue';
import type { NodeKind } from '../../../domain/workflow/node-catalogue/node-kind';
import type { NodeHandles, WorkflowNodeType } from '../../../domain/workflow/node-catalogue/node-types';
import { drawnNodeKind, type DrawnNodeData } from './drawn-node-kind';
import { colourKey } from './node-colours';
import * as styles from './WorkflowNode.css';

/** The view's own part of a node's look: the icon of its type. Colour, caption and handles are the catalogue's (D134). */
const iconOfType: Readonly<Record<WorkflowNodeType, LucideIcon>> = {
  basic: Box,
  process: Cog,
  decision: GitBranch,
  start: Play,
  end: CircleStop,
  timer: Timer,
  email: Mail,
  transform: Shuffle,
  validate: ShieldCheck,
  api: Globe,
  database: Database,
  'user-task': UserCheck,
  approval: BadgeCheck,
  service: Server,
  event: Zap,
  script: FileCode,
  bot: Bot,
};

/** How a node is drawn on the canvases (the editor's and an opened version's). */
export interface NodeLook {
  Icon: LucideIcon;
  /** Its kind's colour: the node's left edge, its icon and its minimap dot. */
  accent: string;
  /** The node's classes, its accent among them, and its icon tile's, made once per kind. */
  nodeClass: string;
  iconTileClass: string;
  /** The line under the node's label. */
  caption: string;
  handles: NodeHandles;
}

function lookOf(kind: NodeKind, caption = kind.caption): NodeLook {
  const key = colourKey(kind.color);
  return { Icon: iconOfType[kind.type], accent: kind.color, nodeClass: `${styles.node} ${styles.accent[key]!}`, iconTileClass: styles.iconTile[key]!, caption, handles: kind.handles };
}

// The node component is memoised and drawn hundreds of times at an open (D119): every look is made
// once here, and a render only looks its kind up.
const looksByKind = new Map(nodeKinds.map((kind) => [kind, lookOf(kind)]));

/** A node the catalogue does not know says so, since a Run refuses it (D65). */
const unknownKindCaption = 'Unknown kind';
const unknownLooksByKind = new Map(nodeKinds.map((kind) => [kind, lookOf(kind, unknownKindCaption)]));

/** The look of a node, from the kind its data resolves to in the catalogue (drawn-node-kind.ts). */
export function lookOfNode(data: DrawnNodeData): NodeLook {
  const { kind, known } = drawnNodeKind(data);
  return (known ? looksByKind : unknownLooksByKind).get(kind)!;
}

/** The minimap draws each node in its kind's colour, as the canvas does. */
export const minimapColorOf = (node: { data: DrawnNodeData }): string => lookOfNode(node.data).accent;
