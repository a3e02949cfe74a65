import { z } from 'zod';
import { limits, ruleMessages } from './rule-texts';

/** The shared rule set (spec 01 §5), used by the forms and by the server; its words and limits are in rule-texts.ts. */
export const nameRule = (field = 'Name') =>
  z
    .string({ error: ruleMessages.required(field) })
    .trim()
    .min(1, ruleMessages.required(field))
    .max(limits.name, ruleMessages.tooLong(field, limits.name));

export const descriptionRule = (field = 'Description') =>
  z.string().trim().max(limits.description, ruleMessages.tooLong(field, limits.description));

export const notesRule = (field = 'Notes') => z.string().trim().max(limits.notes, ruleMessages.tooLong(field, limits.notes));

export const usernameRule = (field = 'Username') =>
  z
    .string({ error: ruleMessages.required(field) })
    .min(1, ruleMessages.required(field))
    .max(limits.username, ruleMessages.tooLong(field, limits.username));

export const emailRule = (field = 'Email') =>
  z
    .string({ error: ruleMessages.required(field) })
    .trim()
    .min(1, ruleMessages.required(field))
    .pipe(z.email({ error: ruleMessages.invalidEmail }));

export const passwordRule = (field = 'Password') =>
  z
    .string({ error: ruleMessages.required(field) })
    .min(limits.passwordMin, ruleMessages.tooShort(field, limits.passwordMin))
    .max(limits.passwordMax, ruleMessages.tooLong(field, limits.passwordMax));

export const urlRule = (field = 'URL') =>
  z
    .string()
    .trim()
    .max(limits.url, ruleMessages.tooLong(field, limits.url))
    .pipe(z.url({ error: ruleMessages.invalidUrl }));

export const dateRule = () => z.string().refine((value) => !Number.isNaN(Date.parse(value)), ruleMessages.invalidDate);

export const futureDateRule = (now: () => number = Date.now) =>
  dateRule().refine((value) => Date.parse(value) > now(), ruleMessages.dateNotFuture);
