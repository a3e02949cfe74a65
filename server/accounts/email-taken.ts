import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../plugins/errors';

export const emailAlreadyRegistered = 'Email already registered';

/** Turns a clash on the case-insensitive email index into the 409 the client shows; also under a race. */
export function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, emailAlreadyRegistered);
  throw error;
}
