import { randomBytes } from 'node:crypto';
import type { Card, PaymentMethod } from '../../src/domain/payments/payments';
import type { Db } from '../db/database';
import { testCards, type DeclineReason } from '../../src/domain/payments/card-rules';
import { findTestCharge, recordTestCharge, recordTestRefund } from './test-provider-repository';

export interface ChargeRequest {
  /**
   * Ours for this payment, and the provider's idempotency key: the same key charges once, however
   * often it is sent, and finds the charge again later (`lookup`).
   */
  idempotencyKey: string;
  amountCents: number;
  method: PaymentMethod;
  card?: Card;
  description: string;
}

export type { DeclineReason };

/** What the provider did with a charge; `reference` is the provider's own name for it. */
export type ChargeResult = { status: 'succeeded'; reference: string } | { status: 'declined'; reason: DeclineReason };

export interface RefundRequest {
  /** Ours for this refund: the same key refunds once, however often it is sent. */
  idempotencyKey: string;
  /** The provider's reference of the charge to give back. */
  chargeReference: string;
  amountCents: number;
}

/** The provider's own name for the refund. */
export interface RefundResult {
  reference: string;
}

/**
 * Who moves the money (D39). Checkout and the sweeper know only this interface, so a real provider
 * replaces the test-mode one without touching them. It is called outside any transaction: a real
 * provider is a network call, and no lock may be held while it runs.
 */
export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What became of the charge sent with this key; null when the provider never received it. */
  lookup(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Gives a succeeded charge back in full; a charge is refunded once, whatever the key. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

const digitsOf = (number: string) => number.replace(/\D/g, '');

/** The test cards of D84, by their digits: four that pay, two declined with their reason. */
const payingCards = new Set(testCards.pay.map((card) => digitsOf(card.number)));
const decliningCards = new Map<string, DeclineReason>(testCards.decline.map((card) => [digitsOf(card.number), card.reason]));

function decide({ method, card }: Pick<ChargeRequest, 'method' | 'card'>): ChargeResult {
  if (method === 'card') {
    const digits = digitsOf(card?.number ?? '');
    const declined = decliningCards.get(digits);
    if (declined) return { status: 'declined', reason: declined };
    if (!payingCards.has(digits)) return { status: 'declined', reason: 'not_a_test_card' };
  }
  // Test mode has no PayPal, wallet, bank or chain to ask: the other methods are approved at once (the form says so).
  return { status: 'succeeded', reference: `ch_test_${randomBytes(12).toString('hex')}` };
}

/**
 * The test-mode provider (D39, D84): no money moves. 4242…, 5555…4444, 3782…0005 and
 * 6011…1117 pay; 4000…0002 is declined, 4000…9995 declined for insufficient funds; any other card
 * is refused as not a test card; every other method succeeds. Like a real provider it remembers
 * each charge and refund by its idempotency key, in tables of its own, so every process agrees and
 * a charge made before a crash is still known after the restart.
 */
export function testModeProvider(db: Db): PaymentProvider {
  return {
    charge: ({ idempotencyKey, amountCents, method, card }) => recordTestCharge(db, idempotencyKey, amountCents, decide({ method, card })),
    lookup: (idempotencyKey) => findTestCharge(db, idempotencyKey),
    refund: ({ idempotencyKey, chargeReference, amountCents }) => recordTestRefund(db, idempotencyKey, chargeReference, amountCents, `re_test_${randomBytes(12).toString('hex')}`),
  };
}
