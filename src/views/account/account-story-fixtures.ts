import type { User } from '../../domain/account/user';

export const storyUser: User = {
  name: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@botflow.dev',
  is_active: true,
  is_admin: false,
  created_at: '2026-03-14T09:30:00Z',
};

/** A request that never answers, so a story can rest in its busy state. */
export const never = () => new Promise<never>(() => {});
