import { randomUUID } from 'node:crypto';
import { hashToken, newToken, sessionLifetimeMs } from '../../server/accounts/tokens';
import type { Database } from '../../server/db/database';
import { sessions, users } from '../../server/db/schema/accounts';

export interface UserWithToken {
  id: string;
  name: string;
  lastname: string;
  email: string;
  token: string;
}

/**
 * A signed-in user without going through the auth routes: tests of other resources need a token,
 * not a password, so the stored hash never has to verify.
 */
export async function createUserWithToken(
  database: Database,
  { email = `user-${randomUUID()}@example.com`, name = 'Test', lastname = 'User' }: { email?: string; name?: string; lastname?: string } = {},
): Promise<UserWithToken> {
  const [user] = await database.db
    .insert(users)
    .values({ name, lastname, email, passwordHash: 'not-a-usable-password-hash' })
    .returning({ id: users.id });
  if (!user) throw new Error('insert into users returned no row');
  const token = newToken();
  await database.db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + sessionLifetimeMs),
  });
  return { id: user.id, name, lastname, email, token };
}
