import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '../../../src/services/api-client';
import { fallbackPlans } from '../../../src/domain/plans/plans';
import { getCurrentSubscription, getPlans } from '../../../src/services/subscriptions';

function answering(body: unknown): ApiClient {
  const reply = async <T,>() => body as T;
  return { get: reply, post: reply, put: reply, patch: reply, delete: reply, download: reply, stream: reply, streamGet: reply, hasToken: () => true };
}

function failing(error: Error): ApiClient {
  const reply = async <T,>(): Promise<T> => {
    throw error;
  };
  return { get: reply, post: reply, put: reply, patch: reply, delete: reply, download: reply, stream: reply, streamGet: reply, hasToken: () => true };
}

describe('the plans service', () => {
  it('returns the server plans when the answer has the plans shape', async () => {
    const plan = { ...fallbackPlans[0]!, id: 'team-monthly', name: 'Team Monthly' };
    expect(await getPlans(answering({ plans: [plan] }))).toEqual([plan]);
  });

  it.each([['a bare list', [fallbackPlans[0]]], ['a plan without its price', { plans: [{ ...fallbackPlans[0], price: '9.99' }] }], ['nothing', null]])(
    'falls back to the two built-in plans on %s',
    async (_case, body) => {
      expect(await getPlans(answering(body))).toEqual(fallbackPlans);
    },
  );

  it('lets a failed call fail, so the page can say so', async () => {
    await expect(getPlans(failing(new ApiError('HTTP 500: Internal Server Error', 500)))).rejects.toThrow('HTTP 500');
  });

  it('reports a failed current-subscription call with the spec text', async () => {
    await expect(getCurrentSubscription(failing(new ApiError('No response from server', null)))).rejects.toThrow('Failed to get current subscription');
    await expect(getCurrentSubscription(answering({ subscription: null }))).resolves.toBeNull();
  });
});
