import { ruleMessages } from '../../domain/rule-texts';
import type { FieldErrors } from './form-errors';

/**
 * Spec 01 §5: "{field} is required" under each empty field. Checked by hand in the sign-in and
 * register forms: formats and lengths are the server's to refuse (its messages then show under the
 * fields), and zod stays off those pages' first load (D46). A value of only spaces is empty, except
 * in the fields named in `exact` (a password keeps its spaces).
 */
export function missingFieldErrors<Field extends string>(values: Record<Field, string>, labels: Record<Field, string>, exact: readonly NoInfer<Field>[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(labels) as Field[]) {
    const value = exact.includes(field) ? values[field] : values[field].trim();
    if (value === '') errors[field] = ruleMessages.required(labels[field]);
  }
  return errors;
}
