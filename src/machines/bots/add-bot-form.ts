import { botFileProblem, mayCarryBotFields } from '../../domain/bots/bot-file';
import { botCreatePayloadSchema, type BotPriority } from '../../domain/bots/bots';
import { limits } from '../../domain/rule-texts';
import { urlRule } from '../../domain/rules';
import { fieldErrorsOf, type FieldErrors } from '../forms/form-errors';

/** The add-bot form (spec 02 §3): name, description, priority, notes, file, subscriptionUrl. */
export interface AddBotValues {
  name: string;
  description: string;
  /** '' is not chosen: the workflow file's priority fills it, else the server's default, Normal (D83). */
  priority: BotPriority | '';
  notes: string;
  subscriptionUrl: string;
}
export type AddBotTextField = keyof AddBotValues;

export const emptyAddBotValues: AddBotValues = { name: '', description: '', priority: '', notes: '', subscriptionUrl: '' };

/** A chosen JSON file may carry a title and a priority for the fields left empty (D83). */
export const fileMayFillFields = (file: File | null) => file !== null && mayCarryBotFields(file);

/** The server names the bot's name `title`; the form calls it `name`. */
export const addBotFieldsOfBody = { title: 'name', description: 'description', priority: 'priority', notes: 'notes', subscriptionUrl: 'subscriptionUrl', file: 'file' } as const;

/** The Upload tab: the shared name, description and notes rules, and the file's own checks (02 §5); a JSON file may name the bot (D83). */
export function uploadTabErrors(values: AddBotValues, file: File | null): FieldErrors {
  // A name left empty beside a JSON file is the file's title to fill; the server says so if it has none.
  const nameFromFile = values.name.trim() === '' && fileMayFillFields(file);
  const schema = nameFromFile ? botCreatePayloadSchema.partial({ title: true }) : botCreatePayloadSchema;
  const parsed = schema.safeParse({ title: nameFromFile ? undefined : values.name, description: values.description, priority: values.priority || undefined, notes: values.notes });
  const errors: FieldErrors = {};
  if (!parsed.success) for (const [field, message] of Object.entries(fieldErrorsOf(parsed.error))) errors[field === 'title' ? 'name' : field] = message;
  const fileProblem = file ? botFileProblem(file) : null;
  if (fileProblem) errors.file = fileProblem;
  return errors;
}

const subscriptionUrlRule = urlRule('Subscription URL');

/** The Subscribe tab: a valid URL of at most 2048 characters (02 §5). */
export function subscribeTabErrors(values: AddBotValues): FieldErrors {
  const parsed = subscriptionUrlRule.safeParse(values.subscriptionUrl);
  return parsed.success ? {} : { subscriptionUrl: parsed.error.issues[0]?.message ?? 'Invalid URL' };
}

/**
 * The Subscribe tab has only the URL (spec 02 §2), but a bot needs a title: the URL's host and last
 * path segment name it ("hooks.example.com/daily-report"), cut to the name limit.
 */
export function titleFromUrl(url: string): string {
  const parsed = new URL(url.trim());
  const last = parsed.pathname.split('/').filter(Boolean).pop();
  const title = last ? `${parsed.hostname}/${safelyDecoded(last)}` : parsed.hostname;
  return (title || url.trim()).slice(0, limits.name);
}

function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
