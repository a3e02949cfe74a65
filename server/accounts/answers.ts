import type { User } from '../../src/domain/account/user';
import type { UserRow } from './repository';

type UserFields = Pick<UserRow, 'name' | 'lastname' | 'email' | 'isActive' | 'isAdmin' | 'createdAt'>;

/** A user as the API answers it. */
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
