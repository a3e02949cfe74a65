import { describe, expect, it } from 'vitest';
import { lastRunLabel } from '../../../src/domain/sequences/last-run-label';

describe('a tile’s last run label (D148)', () => {
  it('says the status, and Completed with errors for a completed run that went on past failures (D143)', () => {
    expect(lastRunLabel({ status: 'completed', failures_handled: 0 })).toBe('Completed');
    expect(lastRunLabel({ status: 'completed', failures_handled: 2 })).toBe('Completed with errors');
    expect(lastRunLabel({ status: 'failed', failures_handled: 0 })).toBe('Failed');
    expect(lastRunLabel({ status: 'running', failures_handled: 0 })).toBe('Running');
  });
});
