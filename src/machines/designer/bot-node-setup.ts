import { botDefaults } from '../../domain/bots/bot-node-inputs';
import { kindOfNode, type CatalogueNode } from '../../domain/workflow/node-catalogue/catalogue';
import { inputFieldsOf, settingText, type SettingField } from '../../domain/workflow/node-catalogue/run-settings';
import type { PaletteBot } from '../../domain/workflow/node-catalogue/palette-items';

const fieldsByBot = new WeakMap<PaletteBot, readonly SettingField[]>();
const none: readonly SettingField[] = [];

/** An empty field's meaning, as the panel's controls say it: the bot's value, else the input's default. */
function fallbackOf(field: SettingField, value: unknown): Pick<SettingField, 'fallback' | 'placeholder'> {
  if (value === undefined) return { fallback: undefined, placeholder: undefined };
  if (field.control === 'boolean') return { fallback: value === true ? 'Yes' : 'No', placeholder: undefined };
  const text = settingText(value);
  return { fallback: field.control === 'credential' ? `${text} (the bot's)` : text, placeholder: text };
}

/**
 * A bot node's Run Settings for its bot's inputs (D66), as Run Settings draw a library script's: one
 * field per input the bot's workflow declares, stored in the node's properties under the input's
 * name for this sequence only; an empty field keeps the bot's own setting from My Bots, which it
 * shows. The bot is found among the palette's (the user's active bots); none for another node, or
 * a bot the palette does not list. The same list each time for one loaded bot.
 */
export function botInputFieldsFor(bots: readonly PaletteBot[], node: CatalogueNode): readonly SettingField[] {
  const bot = kindOfNode(node)?.behaviour === 'bot' ? bots.find((each) => each.id === Number(node.properties.botId)) : undefined;
  if (!bot?.inputs?.length) return none;
  let fields = fieldsByBot.get(bot);
  if (!fields) {
    const defaults = botDefaults(bot.inputs, bot.inputValues ?? {});
    fields = inputFieldsOf(bot.inputs).map((field) => ({
      ...field,
      ...fallbackOf(field, defaults[field.key]),
      hint: [field.hint, `Empty: the bot's own setting from My Bots${defaults[field.key] === undefined ? ', which is not set yet' : ''}`].filter(Boolean).join('. '),
    }));
    fieldsByBot.set(bot, fields);
  }
  return fields;
}
