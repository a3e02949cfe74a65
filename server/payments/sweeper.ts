import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { PaymentProvider } from './provider';
import { findPayment, paymentsInFlightSince } from './repository';
import { chargeKeyOf, recordCharge, type RecordedPayment } from './settle';

export interface PaymentSweepSettings {
  /** How often this process looks for payments left in flight. */
  everyMs: number;
  /** A payment in flight this long lost its checkout (a crash, a provider that did not answer). */
  settleAfterMs: number;
  /** Payments settled per look, so one look never runs long. */
  batch: number;
}

export const defaultPaymentSweepSettings: PaymentSweepSettings = { everyMs: 15_000, settleAfterMs: 60_000, batch: 50 };

/**
 * Settles payments in flight for longer than `settleAfterMs` by asking the provider what became of
 * each charge: charged, it completes (bots copied, cart cleared); declined or never received, it
 * fails. Safe in several processes at once: `recordCharge` lets one of them record each outcome.
 */
/** Told of each payment the sweeper settled (a completed one's confirmation is mailed from here). */
export type OnSettled = (recorded: RecordedPayment) => Promise<void>;

export async function settleStalePayments(
  db: Db,
  provider: PaymentProvider,
  settings: Pick<PaymentSweepSettings, 'settleAfterMs' | 'batch'>,
  log: FastifyBaseLogger,
  onSettled?: OnSettled,
): Promise<RecordedPayment[]> {
  const settled: RecordedPayment[] = [];
  for (const { userId, number } of await paymentsInFlightSince(db, settings.settleAfterMs, settings.batch)) {
    try {
      const found = await findPayment(db, userId, number);
      if (found?.payment.status !== 'pending') continue;
      const { recordedNow, ...recorded } = await recordCharge(db, found, await provider.lookup(chargeKeyOf(found.payment)));
      // Another process settled it meanwhile.
      if (!recordedNow) continue;
      log.warn({ userId, payment: number, status: recorded.payment.status }, 'settled a payment its checkout left pending');
      settled.push(recorded);
      await onSettled?.(recorded);
    } catch (error) {
      // The provider may be unreachable for now: this payment waits for the next look.
      log.error({ err: error, userId, payment: number }, 'could not settle a pending payment');
    }
  }
  return settled;
}

/** Looks for payments left in flight when started and then every `everyMs`, until stopped. */
export function startPaymentSweeper(db: Db, provider: PaymentProvider, settings: PaymentSweepSettings, log: FastifyBaseLogger, onSettled?: OnSettled): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  // A look still under way when the next is due is not doubled.
  const sweep = () => {
    running ??= settleStalePayments(db, provider, settings, log, onSettled)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'looking for pending payments failed'))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, settings.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      // The database closes after this: a look under way finishes first.
      await running;
    },
  };
}
