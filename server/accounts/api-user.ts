import type { User } from '../../src/domain/account/user';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../plugins/errors';
import type { UserRow } from './repository';

export const emailAlreadyRegistered = 'Email already registered';

type UserFields = Pick<UserRow, 'name' | 'lastname' | 'email' | 'isActive' | 'isAdmin' | 'createdAt'>;

export function toApiUser(user: UserFields): User {
  return {
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    is_active: user.isActive,
    is_admin: user.isAdmin,
    created_at: user.createdAt.toISOString(),
  };
}

/** Turns a clash on the case-insensitive email index into the 409 the client shows; also under a race. */
export function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, emailAlreadyRegistered);
  throw error;
}
