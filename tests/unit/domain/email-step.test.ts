import { describe, expect, it } from 'vitest';
import { emailDeliveryText, emailLogLine, emailMessageOf } from '../../../src/domain/workflow/email-step';
import { outboxEmail, sentEmail } from '../../../src/views/designer/email-run-fixtures';

/** D152: an Email step's output is its message and where it went; the run panel reads it from there. */
describe('an Email step’s message', () => {
  it('is read from a completed Email step’s output', () => {
    expect(emailMessageOf({ nodeType: 'email', status: 'completed', output: sentEmail })).toEqual(sentEmail);
    expect(emailMessageOf({ nodeType: 'email', status: 'completed', output: outboxEmail })).toEqual(outboxEmail);
  });

  it('is none for another kind of step, a step not completed, a disabled Email (its input passed on) or an output stored cut short', () => {
    expect(emailMessageOf({ nodeType: 'script', status: 'completed', output: sentEmail })).toBeNull();
    expect(emailMessageOf({ nodeType: 'email', status: 'failed', output: null })).toBeNull();
    expect(emailMessageOf({ nodeType: 'email', status: 'skipped', output: { orders: 3 } })).toBeNull();
    expect(emailMessageOf({ nodeType: 'email', status: 'completed', output: { truncated: true, preview: '{"delivery":"sent","to":' } })).toBeNull();
    expect(emailMessageOf({ nodeType: 'email', status: 'completed', output: { ...sentEmail, delivery: 'queued' } })).toBeNull();
  });

  it('says where it went, in the panel and in the step’s log line', () => {
    expect(emailDeliveryText).toEqual({ sent: 'Sent through SMTP', outbox: 'Kept in the outbox (no SMTP_URL set)' });
    expect(emailLogLine(sentEmail)).toBe('E-mail to team@example.com, ops@example.com: Few orders with orders.csv, sent through SMTP');
    expect(emailLogLine(outboxEmail)).toBe('E-mail to me@example.com: Few orders, kept in the outbox (no SMTP_URL set)');
  });
});
