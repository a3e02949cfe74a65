import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../server/config';

const concurrencyOf = (env: NodeJS.ProcessEnv) => readConfig({ PATH: '', ...env }, false).runs.concurrency;

describe('how many runs a process executes at once (RUN_CONCURRENCY)', () => {
  it('is 32 unless RUN_CONCURRENCY says otherwise', () => {
    expect(concurrencyOf({})).toBe(32);
    expect(concurrencyOf({ RUN_CONCURRENCY: '4' })).toBe(4);
  });

  it('refuses a RUN_CONCURRENCY that is not a whole number of 1 or more', () => {
    expect(() => concurrencyOf({ RUN_CONCURRENCY: '0' })).toThrow('RUN_CONCURRENCY must be a whole number of 1 or more, got "0"');
    expect(() => concurrencyOf({ RUN_CONCURRENCY: 'many' })).toThrow('RUN_CONCURRENCY must be a whole number of 1 or more, got "many"');
  });
});
