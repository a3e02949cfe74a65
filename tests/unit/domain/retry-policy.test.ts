import { describe, expect, it } from 'vitest';
import { retriedStatus, withNotRetried } from '../../../src/domain/workflow/retry-policy';

describe('the retry policy (D88)', () => {
  it('retries 408, 429 and every 5xx, and no other 4xx', () => {
    expect([400, 401, 404, 408, 422, 429, 500, 503].filter(retriedStatus)).toEqual([408, 429, 500, 503]);
  });

  it('says why no retry was made after the failure’s own message, as one sentence more', () => {
    expect(withNotRetried('The request failed with status 404', 'a 404 will not change on a retry')).toBe('The request failed with status 404. Not retried: a 404 will not change on a retry.');
    expect(withNotRetried('No such page.', 'why')).toBe('No such page. Not retried: why.');
  });
});
