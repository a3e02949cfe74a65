import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '../../src/services/api-client';
import { listSequences } from '../../src/services/sequences';

function client({ token, failWith }: { token: boolean; failWith?: unknown }): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const reply = async <T,>(path: string): Promise<T> => {
    calls.push(path);
    if (failWith !== undefined) throw failWith;
    return [] as T;
  };
  return { get: reply, post: reply, put: reply, delete: reply, hasToken: () => token, calls };
}

describe('the sequence service error rules (spec 02 §8)', () => {
  it('refuses without a stored token and sends nothing', async () => {
    const api = client({ token: false });
    await expect(listSequences(api)).rejects.toThrow('User is not authenticated. Please login first.');
    expect(api.calls).toEqual([]);
  });

  it('asks to sign in again after a 401', async () => {
    await expect(listSequences(client({ token: true, failWith: new ApiError('Invalid token', 401, { detail: 'Invalid token' }) }))).rejects.toThrow(
      'Authentication failed. Please login again.',
    );
  });

  it.each([
    ['the message first', { message: 'Quota reached', detail: 'ignored' }, 'Quota reached'],
    ['then the detail', { detail: 'Sequence not found' }, 'Sequence not found'],
    ['then the error text', null, 'HTTP 500: Internal Server Error'],
  ])('takes %s', async (_case, body, expected) => {
    const failure = new ApiError('HTTP 500: Internal Server Error', 500, body);
    await expect(listSequences(client({ token: true, failWith: failure }))).rejects.toThrow(expected);
  });

  it('falls back to a generic sentence when nothing says more', async () => {
    await expect(listSequences(client({ token: true, failWith: 'boom' }))).rejects.toThrow('An unexpected error occurred');
  });
});
