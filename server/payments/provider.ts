import { randomBytes } from 'node:crypto';
import type { Card, PaymentMethod } from '../../src/domain/payments/payments';
import type { Db } from '../db/database';
import { findTestCharge, recordTestCharge } from './test-provider-repository';

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

export type DeclineReason = 'card_declined' | 'insufficient_funds';

/** What the provider did with a charge; `reference` is the provider's own name for it. */
export type ChargeResult = { status: 'succeeded'; reference: string } | { status: 'declined'; reason: DeclineReason };

/**
 * Who moves the money (D39). Checkout and the sweeper know only this interface, so a real provider
 * replaces the test-mode one without touching them. It is called outside any transaction: a real
 * provider is a network call, and no lock may be held while it runs.
 */
export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** What became of the charge sent with this key; null when the provider never received it. */
  lookup(idempotencyKey: string): Promise<ChargeResult | null>;
}

/** The test cards of D39, by their digits. */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

function decide({ method, card }: Pick<ChargeRequest, 'method' | 'card'>): ChargeResult {
  if (method === 'card') {
    const digits = (card?.number ?? '').replace(/\D/g, '');
    if (digits === testCards.insufficientFunds) return { status: 'declined', reason: 'insufficient_funds' };
    if (digits !== testCards.succeeds) return { status: 'declined', reason: 'card_declined' };
  }
  return { status: 'succeeded', reference: `ch_test_${randomBytes(12).toString('hex')}` };
}

/**
 * The test-mode provider (D39): no money moves. 4242… succeeds, 4000…0002 is declined, 4000…9995 is
 * declined for insufficient funds, any other card is declined; every other method succeeds. Like a
 * real provider it remembers each charge by its idempotency key, in a table of its own, so every
 * process agrees and a charge made before a crash is still known after the restart.
 */
export function testModeProvider(db: Db): PaymentProvider {
  return {
    charge: ({ idempotencyKey, amountCents, method, card }) => recordTestCharge(db, idempotencyKey, amountCents, decide({ method, card })),
    lookup: (idempotencyKey) => findTestCharge(db, idempotencyKey),
  };
}
