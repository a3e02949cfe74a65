import { errorStatusOf, errorTextOf } from '../../domain/error-text';
import type { ToastInput } from '../toast/toast.types';
import type { FieldErrors } from './form-errors';

/** Which form field each field of the request body belongs to: `{ current_password: 'currentPassword' }`. */
export type FieldsOfBody = Readonly<Record<string, string>>;

export interface ServerFieldErrors {
  /** The server's messages that name a field of the form, keyed by the form's field. */
  fieldErrors: FieldErrors;
  /** What still needs a toast: the error itself, its text without the field messages, or null when every message has a field. */
  unplaced: unknown;
}

// The server's validation detail: "name: First name is required; email: Invalid email address",
// or a nested field's "fields.value: Token is required".
const fieldMessage = /^(([A-Za-z_][\w]*)(?:\.[\w.]*)?): (.+)$/s;

/** The form's field of a message's path: the whole path when the form names it (`fields.value`), else its first part. */
function formFieldOf(match: RegExpExecArray | null, fields: FieldsOfBody): string | null {
  if (!match) return null;
  const [, path, head] = match;
  if (Object.hasOwn(fields, path!)) return fields[path!]!;
  return Object.hasOwn(fields, head!) ? fields[head!]! : null;
}

/**
 * Splits a refused request's detail into the messages that sit under a field of the form and the
 * rest, which stays a toast. An error whose text names no field of the form is passed on whole, so
 * the flow's toast keeps its fallback for an error without text.
 */
export function serverFieldErrors(error: unknown, fields: FieldsOfBody): ServerFieldErrors {
  const text = errorTextOf(error);
  if (text === null) return { fieldErrors: {}, unplaced: error };
  const fieldErrors: FieldErrors = {};
  const rest: string[] = [];
  for (const part of text.split('; ')) {
    const match = fieldMessage.exec(part);
    const field = formFieldOf(match, fields);
    if (field === null) rest.push(part);
    else fieldErrors[field] ??= match![3]!;
  }
  if (Object.keys(fieldErrors).length === 0) return { fieldErrors, unplaced: error };
  return { fieldErrors, unplaced: rest.length > 0 ? new Error(rest.join('; ')) : null };
}

/** The form's field names, each being its own body field. */
export const sameFields = (...names: string[]): FieldsOfBody => Object.fromEntries(names.map((name) => [name, name]));

/**
 * A refused submission as a form shows it: the server's messages under their fields, and the flow's
 * toast for whatever names no field (null when every message found its field).
 */
export function refusalOf(error: unknown, fields: FieldsOfBody, toastOf: (unplaced: unknown) => ToastInput): { fieldErrors: FieldErrors; toast: ToastInput | null } {
  const { fieldErrors, unplaced } = serverFieldErrors(error, fields);
  return { fieldErrors, toast: unplaced === null ? null : toastOf(unplaced) };
}

/**
 * A refused upload form: 413 and 415 are about its file, so their message goes under the file's
 * field; anything else is `refusalOf`'s (an error without text too, so its toast keeps the fallback).
 */
export function uploadRefusalOf(
  error: unknown,
  fileField: string,
  fields: FieldsOfBody,
  toastOf: (unplaced: unknown) => ToastInput,
): { fieldErrors: FieldErrors; toast: ToastInput | null } {
  const status = errorStatusOf(error);
  const fileMessage = status === 413 || status === 415 ? errorTextOf(error) : null;
  return fileMessage ? { fieldErrors: { [fileField]: fileMessage }, toast: null } : refusalOf(error, fields, toastOf);
}
