import { apiKeyCreateSchema } from '../../domain/api-keys/api-key-contract';
import type { ApiKeyScope } from '../../domain/api-keys/api-key-scopes';
import { fieldErrorsOf, type FieldErrors } from '../forms/form-errors';
import { sameFields } from '../forms/server-field-errors';

/** How long a new key lasts, as the create dialog offers it: days from its creation, or until revoked. */
export const apiKeyExpiries = [
  { value: 'never', label: 'Never (until revoked)', days: null },
  { value: '7', label: '7 days', days: 7 },
  { value: '30', label: '30 days', days: 30 },
  { value: '90', label: '90 days', days: 90 },
  { value: '365', label: '1 year', days: 365 },
] as const;
export type ApiKeyExpiry = (typeof apiKeyExpiries)[number]['value'];

export interface ApiKeyFormValues {
  name: string;
  scopes: ApiKeyScope[];
  expiry: ApiKeyExpiry;
}

export const newApiKeyValues = (): ApiKeyFormValues => ({ name: '', scopes: [], expiry: 'never' });

/** The moment a key made at `now` expires; null for a key that lasts until it is revoked. */
export function expiresAtOf(expiry: ApiKeyExpiry, now: Date): string | null {
  const days = apiKeyExpiries.find((each) => each.value === expiry)?.days ?? null;
  return days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString();
}

/** The body's fields, each the form's own: a refusal naming one sits under it (expiresAt under Expires). */
export const apiKeyFormFields = { ...sameFields('name', 'scopes'), expiresAt: 'expiry' };

const formSchema = apiKeyCreateSchema.pick({ name: true, scopes: true });

/** The server's own rules, checked before the form is sent: a name, and a scope at least. */
export function checkApiKeyForm(values: ApiKeyFormValues): { ok: true } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = formSchema.safeParse({ name: values.name, scopes: values.scopes });
  return parsed.success ? { ok: true } : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}
