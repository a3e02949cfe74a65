import type { Card, PaymentMethod } from '../../src/domain/payments/payments';

export interface ChargeRequest {
  amountCents: number;
  method: PaymentMethod;
  card?: Card;
  description: string;
}

export type ChargeResult = { status: 'succeeded'; reference: string } | { status: 'declined'; reason: 'card_declined' | 'insufficient_funds' };

/**
 * Who moves the money (D39). The routes know only this interface, so a real provider replaces the
 * test-mode one without touching them.
 */
export interface PaymentProvider {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The test cards of D39, by their digits. */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

let references = 0;

/**
 * The test-mode provider (D39): no money moves. 4242… succeeds, 4000…0002 is declined, 4000…9995 is
 * declined for insufficient funds, any other card is declined; every other method succeeds.
 */
export const testModeProvider: PaymentProvider = {
  async charge({ method, card }) {
    if (method === 'card') {
      const digits = (card?.number ?? '').replace(/\D/g, '');
      if (digits === testCards.insufficientFunds) return { status: 'declined', reason: 'insufficient_funds' };
      if (digits !== testCards.succeeds) return { status: 'declined', reason: 'card_declined' };
    }
    references += 1;
    return { status: 'succeeded', reference: `test_${Date.now().toString(36)}_${references}` };
  },
};
