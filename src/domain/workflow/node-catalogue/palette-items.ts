import { botKind, builtInKinds } from './built-in-kinds';
import { kindById } from './catalogue';
import type { DeclaredInput } from './declared-inputs';
import { libraryKindId } from './library-scripts';
import type { NodeKind, PaletteCategory } from './node-kind';

/**
 * A palette entry (spec 02 §3 Palette item); adding one to the canvas makes a node of its type,
 * labelled `nodeLabel`, whose properties are `properties` (which name the item, D65).
 */
export interface PaletteItem {
  id: string;
  type: string;
  label: string;
  description: string;
  category: PaletteCategory;
  color: string;
  nodeLabel: string;
  properties: Record<string, unknown>;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function paletteItemOf(kind: NodeKind & { category: PaletteCategory }, instance?: { id: string; label: string; description: string; properties: Record<string, unknown> }): PaletteItem {
  return {
    id: instance?.id ?? kind.id,
    type: kind.type,
    label: instance?.label ?? kind.label,
    description: instance?.description ?? kind.description,
    category: kind.category,
    color: kind.color,
    // Spec 02 §3: the capitalised type plus " Node", unless the item names its node (a script, a bot).
    nodeLabel: instance?.label ?? (kind.nodeProperties ? kind.label : `${capitalised(kind.type)} Node`),
    properties: { ...kind.nodeProperties, ...instance?.properties, paletteItem: kind.id },
  };
}

const offered = (kind: NodeKind): kind is NodeKind & { category: PaletteCategory } => kind.category !== null;

/** The items the palette always has, in the catalogue's order. */
export const builtInPaletteItems: readonly PaletteItem[] = builtInKinds.filter(offered).map((kind) => paletteItemOf(kind));

/** A library script the server lists (02 §7), as the catalogue describes it; undefined for one it does not know. */
export function scriptPaletteItem(script: { id: string }): PaletteItem | undefined {
  const kind = kindById(libraryKindId(script.id));
  return kind && offered(kind) ? paletteItemOf(kind) : undefined;
}

/** A bot of My Bots as the palette lists it (D38): only active bots are offered. */
export interface PaletteBot {
  id: number;
  title: string;
  description: string;
  /** What the bot's workflow must be told (D66), and the bot's own setup: a bot node's Run Settings offer them. */
  inputs?: readonly DeclaredInput[];
  inputValues?: Readonly<Record<string, unknown>>;
}

/** D38: a node of type `bot` runs that bot's workflow; it carries the bot's id and title. */
export function botPaletteItem(bot: PaletteBot): PaletteItem {
  return paletteItemOf(botKind as NodeKind & { category: PaletteCategory }, {
    id: `bot-${bot.id}`,
    label: bot.title,
    description: bot.description,
    properties: { botId: bot.id, botTitle: bot.title },
  });
}
