import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import type { ChargeRequest, PaymentProvider } from '../../../server/payments/provider';

/**
 * The app takes its provider when it is built, before a test has its database; this one hands each
 * call to whatever the test chose last.
 */
export function swappableProvider() {
  let current: PaymentProvider | null = null;
  const chosen = () => {
    if (!current) throw new Error('no provider chosen for this test');
    return current;
  };
  return {
    provider: { charge: (request) => chosen().charge(request), lookup: (key) => chosen().lookup(key), refund: (request) => chosen().refund(request) } satisfies PaymentProvider,
    use(provider: PaymentProvider) {
      current = provider;
    },
  };
}

/** The provider charges, and then its answer is lost (a dropped connection, a crash of ours). */
export const losingTheAnswer = (inner: PaymentProvider): PaymentProvider => ({
  async charge(request) {
    await inner.charge(request);
    throw new Error('socket hang up');
  },
  lookup: (key) => inner.lookup(key),
  refund: (request) => inner.refund(request),
});

/** The request never reaches the provider. */
export const unreachable = (inner: PaymentProvider): PaymentProvider => ({
  async charge() {
    throw new Error('connect ECONNREFUSED');
  },
  lookup: (key) => inner.lookup(key),
  refund: (request) => inner.refund(request),
});

/** Counts the charges that reach the provider. */
export function counting(inner: PaymentProvider) {
  const charges: ChargeRequest[] = [];
  return {
    charges,
    provider: {
      charge: (request) => {
        charges.push(request);
        return inner.charge(request);
      },
      lookup: (key) => inner.lookup(key),
      refund: (request) => inner.refund(request),
    } satisfies PaymentProvider,
  };
}

/**
 * Whether the buyer's row can be locked by someone else right now. Held by an open transaction, it
 * cannot: PostgreSQL refuses at once (nowait); PGlite, which runs one transaction at a time, makes
 * the probe wait for the open one, which the timeout reports.
 */
async function buyerRowFree(db: Db, userId: string): Promise<boolean> {
  const probe = db
    .transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${userId} for update nowait`);
    })
    .then(
      () => true,
      () => false,
    );
  return Promise.race([probe, sleep(1_500).then(() => false)]);
}

/**
 * Notes, at every charge, whether the buyer's row was free: a charge inside the checkout's
 * transaction finds it held, and is refused at once (charging on would wait forever on PGlite).
 */
export function probingTheBuyerLock(db: Db, userId: string, inner: PaymentProvider) {
  const lockFreeAtCharge: boolean[] = [];
  return {
    lockFreeAtCharge,
    provider: {
      async charge(request) {
        const free = await buyerRowFree(db, userId);
        lockFreeAtCharge.push(free);
        if (!free) throw new Error('charged while a transaction held the buyer');
        return inner.charge(request);
      },
      lookup: (key) => inner.lookup(key),
      refund: (request) => inner.refund(request),
    } satisfies PaymentProvider,
  };
}

/** Holds every charge until the test lets it go. */
export function gated(inner: PaymentProvider) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    open: () => open(),
    provider: {
      async charge(request) {
        await gate;
        return inner.charge(request);
      },
      lookup: (key) => inner.lookup(key),
      refund: (request) => inner.refund(request),
    } satisfies PaymentProvider,
  };
}
