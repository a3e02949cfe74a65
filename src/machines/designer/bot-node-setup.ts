import type { SnapshotFrom } from 'xstate';
import { botDefaults } from '../../domain/bots/bot-node-inputs';
import type { DeclaredInput } from '../../domain/workflow/node-catalogue/declared-inputs';
import type { PaletteBot } from '../../domain/workflow/node-catalogue/palette-items';
import type { paletteMachine } from './palette.machine';

/** What a bot node's Run Settings offer (D66): the bot's declared inputs, and what each falls back on when the node sets none. */
export interface BotNodeSetup {
  inputs: readonly DeclaredInput[];
  /** The bot's own setup in My Bots, else the input's declared default; absent: nothing. */
  defaults: Readonly<Record<string, unknown>>;
}

/**
 * The setup of the bot a node runs, from the palette's list of the user's bots; null when the list
 * does not hold it (a bot switched off, deleted, or beyond the palette's first hundred) or its
 * workflow declares nothing. The node's values are kept in its properties under each input's name.
 */
export function botNodeSetup(bots: readonly PaletteBot[], properties: Readonly<Record<string, unknown>>): BotNodeSetup | null {
  const bot = bots.find((each) => each.id === Number(properties.botId));
  const inputs = bot?.inputs ?? [];
  if (inputs.length === 0) return null;
  return { inputs, defaults: botDefaults(inputs, bot?.inputValues ?? {}) };
}

export const selectBotNodeSetup = (snapshot: SnapshotFrom<typeof paletteMachine>, properties: Readonly<Record<string, unknown>>) =>
  botNodeSetup(snapshot.context.bots, properties);
