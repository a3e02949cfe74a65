import { describe, expect, it } from 'vitest';
import { readStoredUser, storeSession, userStorageKey } from '../../../src/services/session-storage';

const user = { name: 'Ada', lastname: 'Lovelace', email: 'ada@botflow.dev', is_active: true, is_admin: false };

describe('the stored user', () => {
  it('reads back what was stored', () => {
    storeSession('token', { ...user, created_at: '2026-01-02T03:04:05Z' });
    expect(readStoredUser()).toEqual({ ...user, created_at: '2026-01-02T03:04:05Z' });
  });

  it.each([
    ['not JSON', '{"name":'],
    ['not an object', '"Ada"'],
    ['a missing field', JSON.stringify({ ...user, email: undefined })],
    ['a wrongly typed flag', JSON.stringify({ ...user, is_admin: 'yes' })],
    ['a wrongly typed date', JSON.stringify({ ...user, created_at: 5 })],
  ])('is ignored when it is %s', (_case, raw) => {
    localStorage.setItem(userStorageKey, raw);
    expect(readStoredUser()).toBeNull();
  });
});
