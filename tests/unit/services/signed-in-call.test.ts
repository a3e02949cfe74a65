import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '../../../src/services/api-client';
import { changePassword } from '../../../src/services/auth';
import { listScripts } from '../../../src/services/scripts';
import { createSequence, deleteSequence, getSequence, listSequences, updateSequence } from '../../../src/services/sequences';
import { getCurrentSubscription, getPlans, subscribe } from '../../../src/services/subscriptions';
import { getMe, updateMe } from '../../../src/services/users';
import { listWorkflowRuns, recordWorkflowRun } from '../../../src/services/workflow-runs';

function client({ token, failWith }: { token: boolean; failWith?: unknown }): ApiClient & { calls: string[] } {
  const calls: string[] = [];
  const reply = async <T,>(path: string): Promise<T> => {
    calls.push(path);
    if (failWith !== undefined) throw failWith;
    return [] as T;
  };
  return { get: reply, post: reply, put: reply, patch: reply, delete: reply, download: reply, stream: reply, streamGet: reply, hasToken: () => token, calls };
}

describe('calls that need a signed-in user (spec 01 §6, 02 §6)', () => {
  const profile = { name: 'Ada', lastname: 'Lovelace', email: 'ada@botflow.dev' };
  const sequence = { title: 'Nightly', description: '', items: [] };
  const run = { sequence_id: 's-1', workflow_name: 'Nightly', start_time: '2026-11-23T10:00:00.000Z', end_time: '2026-11-23T10:00:02.000Z', status: 'completed' as const, nodes_executed: 2 };

  it.each<[string, (api: ApiClient) => Promise<unknown>]>([
    ['the profile', getMe],
    ['the profile update', (api) => updateMe(api, profile)],
    ['the password change', (api) => changePassword(api, { current_password: 'old-secret', new_password: 'new-secret' })],
    ['the plans', getPlans],
    ['a subscription', (api) => subscribe(api, 'basic-monthly')],
    ['the sequence list', listSequences],
    ['one sequence', (api) => getSequence(api, 's-1')],
    ['a new sequence', (api) => createSequence(api, sequence)],
    ['a sequence update', (api) => updateSequence(api, 's-1', sequence)],
    ['a sequence deletion', (api) => deleteSequence(api, 's-1')],
    ['the scripts', listScripts],
    ['a test run record', (api) => recordWorkflowRun(api, run)],
    ['the run history', (api) => listWorkflowRuns(api, {})],
  ])('refuse %s without a stored token and send nothing', async (_call, call) => {
    const api = client({ token: false });
    await expect(call(api)).rejects.toThrow('User is not authenticated. Please login first.');
    expect(api.calls).toEqual([]);
  });

  it('refuse the current subscription without a stored token, in its own words (spec 01 §8)', async () => {
    const api = client({ token: false });
    await expect(getCurrentSubscription(api)).rejects.toThrow('Failed to get current subscription');
    expect(api.calls).toEqual([]);
  });
});

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
