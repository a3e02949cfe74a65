import { describe, expect, it } from 'vitest';
import { paymentMessages } from '../../../src/domain/payments/payments';
import { outcomeKnown } from '../../../src/machines/payments/payment-messages';
import { attemptFor, type PaymentOrder } from '../../../src/machines/payments/paying.machine';
import { ApiError } from '../../../src/services/api-client';

const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'Ada Lovelace' };
const cart: PaymentOrder = { purpose: 'cart', method: 'card', card };
const refused = (status: number, detail: string) => new ApiError(detail, status, { detail });

describe('the attempt key (D39, D58)', () => {
  it('a first attempt gets a fresh key, and each fresh key is another', () => {
    const one = attemptFor(cart, null);
    const other = attemptFor(cart, null);
    expect(one).toMatchObject({ order: cart, settled: false });
    expect(one.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.key).not.toBe(one.key);
  });

  it('a retry of the same order after an unknown outcome keeps the key: the server charges it once', () => {
    const previous = { order: { purpose: 'cart', method: 'card', card: { ...card } } as PaymentOrder, key: 'unanswered', settled: false };
    expect(attemptFor(cart, previous).key).toBe('unanswered');
  });

  it('another order, or a settled attempt, is another payment with a new key', () => {
    expect(attemptFor(cart, { order: { ...cart, card: { ...card, cvv: '124' } }, key: 'unanswered', settled: false }).key).not.toBe('unanswered');
    expect(attemptFor(cart, { order: { purpose: 'cart', method: 'paypal' }, key: 'unanswered', settled: false }).key).not.toBe('unanswered');
    expect(attemptFor(cart, { order: cart, key: 'refused', settled: true }).key).not.toBe('refused');
  });
});

describe('whether a failed payment has a known outcome', () => {
  it('is known when the server refused it', () => {
    expect(outcomeKnown(refused(402, paymentMessages.checkoutFailed))).toBe(true);
    expect(outcomeKnown(refused(409, paymentMessages.keyReused))).toBe(true);
    expect(outcomeKnown(refused(409, paymentMessages.otherInFlight))).toBe(true);
    expect(outcomeKnown(refused(422, 'Your cart is empty'))).toBe(true);
  });

  it('is not without an answer, nor when the server cannot tell yet', () => {
    expect(outcomeKnown(new ApiError('No response from server', null))).toBe(false);
    expect(outcomeKnown(new Error('Failed to fetch'))).toBe(false);
    expect(outcomeKnown(refused(502, paymentMessages.providerUnreachable))).toBe(false);
    expect(outcomeKnown(refused(409, paymentMessages.stillProcessing))).toBe(false);
  });
});
