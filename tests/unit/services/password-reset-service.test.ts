import { describe, expect, it } from 'vitest';
import { forgotPasswordPayloadSchema, resetPasswordPayloadSchema } from '../../../src/domain/account/auth';
import type { ApiClient } from '../../../src/services/api-client';
import { requestResetLink, resetPassword } from '../../../src/services/auth';

function client(): ApiClient & { calls: [string, unknown][] } {
  const calls: [string, unknown][] = [];
  const reply = async <T,>(path: string, body?: unknown): Promise<T> => {
    calls.push([path, body]);
    return null as T;
  };
  return { get: reply, post: reply, put: reply, patch: reply, delete: reply, download: reply, stream: reply, streamGet: reply, hasToken: () => false, calls };
}

describe('the password reset calls (D82)', () => {
  it('are made without a signed-in user', async () => {
    const api = client();
    await requestResetLink(api, { email: 'ada@botflow.dev' });
    await resetPassword(api, { token: 'link-token', password: 'new-secret' });
    expect(api.calls).toEqual([
      ['/auth/forgot-password', { email: 'ada@botflow.dev' }],
      ['/auth/reset-password', { token: 'link-token', password: 'new-secret' }],
    ]);
  });

  it('are checked with the rules and words of registration and password change', () => {
    expect(forgotPasswordPayloadSchema.safeParse({ email: 'not-an-address' }).error?.issues[0]?.message).toBe('Invalid email address');
    expect(resetPasswordPayloadSchema.safeParse({ token: 't', password: '12345' }).error?.issues[0]?.message).toBe('New password must be at least 6 characters');
    expect(resetPasswordPayloadSchema.safeParse({ token: 't', password: 'x'.repeat(101) }).error?.issues[0]?.message).toBe('New password must not exceed 100 characters');
    expect(resetPasswordPayloadSchema.safeParse({ token: '', password: 'new-secret' }).error?.issues[0]?.message).toBe(
      'This password reset link has expired or has already been used. Please ask for a new one.',
    );
  });
});
