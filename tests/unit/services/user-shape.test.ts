import { describe, expect, it } from 'vitest';
import { authResponseSchema, userSchema } from '../../../src/domain/account/user';
import { isAuthResponse, isUser } from '../../../src/services/user-shape';

const user = { name: 'Ada', lastname: 'Lovelace', email: 'ada@botflow.dev', is_active: true, is_admin: false };

/** The hand-written checks must agree with the contract's schemas on every case. */
describe('the shape checks written without zod', () => {
  it.each([
    ['a user', user],
    ['a user with created_at', { ...user, created_at: '2026-01-01T00:00:00Z' }],
    ['a user whose name is a number', { ...user, name: 7 }],
    ['a user without is_admin', { ...user, is_admin: undefined }],
    ['a user with a numeric created_at', { ...user, created_at: 1 }],
    ['null', null],
    ['a string', 'ada'],
  ])('judge %s as userSchema does', (_case, value) => {
    expect(isUser(value)).toBe(userSchema.safeParse(value).success);
  });

  it.each([
    ['a sign-in answer', { access_token: 'token', user }],
    ['an answer without a token', { user }],
    ['an answer with a broken user', { access_token: 'token', user: { ...user, email: null } }],
    ['an answer without a user', { access_token: 'token' }],
    ['undefined', undefined],
  ])('judge %s as authResponseSchema does', (_case, value) => {
    expect(isAuthResponse(value)).toBe(authResponseSchema.safeParse(value).success);
  });
});
