/**
 * The shared rule set's messages and limits (spec 01 §5), apart from the zod rules in rules.ts: the
 * sign-in page uses them without pulling the schema library into its first load (D46).
 */
export const ruleMessages = {
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must not exceed ${max} characters`,
  tooShort: (field: string, min: number) => `${field} must be at least ${min} characters`,
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL format',
  invalidDate: 'Invalid date format',
  dateNotFuture: 'Date must be in the future',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

export const limits = {
  name: 50,
  description: 500,
  notes: 1000,
  username: 30,
  url: 2048,
  passwordMin: 6,
  passwordMax: 100,
} as const;
