import { limits, ruleMessages } from '../rule-texts';
import { botPriorities, type BotPriority } from './bots';

/**
 * A saved-workflow JSON uploaded as a bot's configuration may carry a `title` and a `priority`
 * at its top level (beside nodes, edges and viewport); they fill the add-bot form's fields the
 * user left empty (D83). A value the file carries but the form could not take is refused by
 * name, never dropped in silence.
 */
export interface WorkflowFileFields {
  title?: string;
  priority?: BotPriority;
}

export const workflowFileMessages = {
  titleNotText: "The file's title must be text",
  titleTooLong: ruleMessages.tooLong("The file's title", limits.name),
  priority: "The file's priority must be high, normal or low",
} as const;

export type WorkflowFileFieldsResult = { ok: true; fields: WorkflowFileFields } | { ok: false; message: string };

/** The title and priority a parsed saved-workflow file carries; a blank or absent one carries nothing. */
export function workflowFileFields(file: unknown): WorkflowFileFieldsResult {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return { ok: true, fields: {} };
  const { title, priority } = file as Record<string, unknown>;
  const fields: WorkflowFileFields = {};
  if (title !== undefined && title !== null) {
    if (typeof title !== 'string') return { ok: false, message: workflowFileMessages.titleNotText };
    const trimmed = title.trim();
    if (trimmed.length > limits.name) return { ok: false, message: workflowFileMessages.titleTooLong };
    if (trimmed !== '') fields.title = trimmed;
  }
  if (priority !== undefined && priority !== null && !(typeof priority === 'string' && priority.trim() === '')) {
    const named = typeof priority === 'string' ? priority.trim().toLowerCase() : null;
    const known = botPriorities.find((each) => each === named);
    if (!known) return { ok: false, message: workflowFileMessages.priority };
    fields.priority = known;
  }
  return { ok: true, fields };
}
