import { needsSetup } from '../../domain/bots/bot-setup';
import { botEditPayloadSchema, type Bot, type BotPriority } from '../../domain/bots/bots';
import { fieldErrorsOf, type FieldErrors } from '../forms/form-errors';

/** The bot edit form (spec 02 §5) as the fields hold it: text, numbers included, until it is checked. */
export interface BotFormValues {
  title: string;
  description: string;
  image: string;
  author: string;
  rating: string;
  downloads: string;
  price: string;
  priority: BotPriority;
  tags: string;
  configure: string;
  notes: string;
}
export type BotFormField = keyof BotFormValues;

export const botFormFields: readonly BotFormField[] = ['title', 'description', 'image', 'author', 'rating', 'downloads', 'price', 'priority', 'tags', 'configure', 'notes'];

export function formValuesOf(bot: Bot): BotFormValues {
  return {
    title: bot.title,
    description: bot.description,
    image: bot.image,
    author: bot.author,
    rating: String(bot.rating),
    downloads: String(bot.downloads),
    price: bot.price.toFixed(2),
    priority: bot.priority,
    tags: bot.tags.join(', '),
    configure: bot.configure,
    notes: bot.notes,
  };
}

/** A blank number field is missing, not 0, so its rule's message shows. */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

export type BotFormCheck = { ok: true; payload: ReturnType<typeof botEditPayloadSchema.parse> } | { ok: false; fieldErrors: FieldErrors };

/** The form checked with the very schema the server uses. */
export function checkBotForm(values: BotFormValues): BotFormCheck {
  const parsed = botEditPayloadSchema.safeParse({
    ...values,
    rating: numberOf(values.rating),
    downloads: numberOf(values.downloads),
    price: numberOf(values.price),
  });
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}

/** The bot as it will be once saved: what the card shows while the server is asked, its Needs setup badge included. */
export function draftOf(bot: Bot, payload: ReturnType<typeof botEditPayloadSchema.parse>): Bot {
  const inputValues = payload.inputValues ?? bot.inputValues;
  return { ...bot, ...payload, inputValues, needsSetup: needsSetup(bot.inputs, inputValues) };
}
