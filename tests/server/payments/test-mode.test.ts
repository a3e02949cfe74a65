import { eq, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { bots } from '../../../server/db/schema/bots';
import { cartItems } from '../../../server/db/schema/market';
import { accountEmailAttachments, accountEmails } from '../../../server/db/schema/mail';
import { payments, testProviderRefunds } from '../../../server/db/schema/payments';
import { seedPlans } from '../../../server/db/seed';
import { listAccountEmails } from '../../../server/mail/repository';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import { accountOutbox } from '../../../server/mail/account-outbox';
import { confirmSweptPayment } from '../../../server/payments/confirmation';
import { settleStalePayments } from '../../../server/payments/sweeper';
import { testModeProvider } from '../../../server/payments/provider';
import { findCurrentSubscription } from '../../../server/plans/repository';
import { insertSamplePayments } from '../../../server/payments/repository';
import type { BotPage } from '../../../src/domain/bots/bots';
import type { MarketBot } from '../../../src/domain/market/market';
import type { CheckoutResponse, Payment } from '../../../src/domain/payments/payments';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { losingTheAnswer, swappableProvider } from './provider-doubles';

const swappable = swappableProvider();
let app: App;
let database: Database;
let stop: () => Promise<void>;
let buyer: UserWithToken;
let other: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp({ payments: { provider: swappable.provider, sameKeyWaitMs: 300, sweep: false } }));
  await seedMarketBots(database.db);
  await seedPlans(database.db);
  buyer = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace' });
  other = await createUserWithToken(database, { name: 'Eve', lastname: 'Other' });
});
afterAll(() => stop());
beforeEach(async () => {
  for (const table of [cartItems, bots, payments, accountEmails, testProviderRefunds]) await database.db.delete(table);
  await insertSamplePayments(database.db, buyer.id);
  swappable.use(testModeProvider(database.db));
});

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const good = { number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvv: '123', name: 'Ada Lovelace' };
let keys = 0;
const newKey = () => `test-mode-${Date.now()}-${(keys += 1)}`;

function call(user: UserWithToken, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url: `/v1${url}`, headers: { authorization: user.token }, ...(payload ? { payload } : {}) });
}
const buyBot = (botId: number, card: object = good, user = buyer) => call(user, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'bot', bot_id: botId, method: 'card', card });
const myBots = async () => ((await call(buyer, 'GET', '/bots?page_size=100')).json() as BotPage).items;
const refund = (id: string, key: string, user = buyer) => call(user, 'POST', `/payments/${id}/refund`, { idempotency_key: key });
async function pdfText(raw: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(raw) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

describe('card checks (D84): 422 naming the field, nothing recorded', () => {
  const lastMonth = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1);
  const expiredThere = `${String(lastMonth.getMonth() + 1).padStart(2, '0')}/${String(lastMonth.getFullYear() % 100).padStart(2, '0')}`;
  const thisMonth = `${String(new Date().getMonth() + 1).padStart(2, '0')}/${String(new Date().getFullYear() % 100).padStart(2, '0')}`;

  it.each([
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, 'card.number: Enter a valid card number'],
    ['an expired card (last month)', { expiry: expiredThere }, 'card.expiry: This card has expired'],
    ['01/20', { expiry: '01/20' }, 'card.expiry: This card has expired'],
    ['a month 13', { expiry: `13/${nextYear}` }, 'card.expiry: Enter the expiry date as MM/YY'],
    ['a one-digit CVV', { cvv: '1' }, 'card.cvv: The CVV has 3 digits'],
    ['a 4-digit CVV on Visa', { cvv: '1234' }, 'card.cvv: The CVV has 3 digits'],
    ['a 3-digit CVV on American Express', { number: '3782 822463 10005', cvv: '123' }, 'card.cvv: The CVV of an American Express card has 4 digits'],
    ['a one-letter name', { name: 'A.' }, "card.name: Enter the cardholder's name (at least 2 letters)"],
  ])('refuses %s', async (_, change, detail) => {
    const response = await buyBot(6, { ...good, ...change });
    expect([response.statusCode, response.json().detail]).toEqual([422, detail]);
    expect((await call(buyer, 'GET', '/payments')).json().total).toBe(20);
  });

  it('accepts a card expiring this month', async () => {
    expect((await buyBot(6, { ...good, expiry: thisMonth })).statusCode).toBe(201);
  });
});

describe('the test provider (D84)', () => {
  it.each([
    ['4242 4242 4242 4242', '123', 1],
    ['5555 5555 5555 4444', '123', 2],
    ['3782 822463 10005', '1234', 3],
    ['6011 1111 1111 1117', '123', 4],
  ])('pays with %s', async (number, cvv, botId) => {
    const response = await buyBot(botId, { ...good, number, cvv });
    expect(response.statusCode).toBe(201);
    expect((response.json() as CheckoutResponse).payment.status).toBe('completed');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['5105 1051 0510 5100', 'This is a test checkout: use a test card such as 4242 4242 4242 4242'],
  ])('declines %s with the spec text and the reason, and records it', async (number, reason) => {
    const response = await buyBot(6, { ...good, number });
    expect([response.statusCode, response.json().detail]).toEqual([402, `An error occurred while processing your payment. Please try again. ${reason}`]);
    const failed = (await call(buyer, 'GET', '/payments/PAY021')).json() as Payment;
    expect(failed).toMatchObject({ status: 'failed', failure_reason: reason, invoice: '', refundable: false });
    expect(await myBots()).toEqual([]);
  });

  it('PayPal and the other methods are approved at once in test mode', async () => {
    expect((await call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'bot', bot_id: 5, method: 'paypal' })).statusCode).toBe(201);
  });
});

describe('failed payments: no invoice, a receipt of the attempt (D84)', () => {
  it('refuses the invoice with the reason and gives the receipt as a PDF', async () => {
    await buyBot(6, { ...good, number: '4000 0000 0000 9995' });
    const invoice = await call(buyer, 'GET', '/payments/PAY021/invoice');
    expect([invoice.statusCode, invoice.json().detail]).toEqual([409, 'A failed payment has no invoice: nothing was charged. Download the receipt of the attempt instead.']);
    const receipt = await call(buyer, 'GET', '/payments/PAY021/receipt');
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-disposition']).toBe('attachment; filename="receipt-PAY021.pdf"');
    const text = await pdfText(receipt.rawPayload);
    for (const expected of ['Receipt of a failed payment attempt', 'PAY021', 'Status failed', 'AI Support Triage', 'nothing was charged', 'Reason: Your card has insufficient funds.']) expect(text).toContain(expected);
    expect(text).not.toContain('INV-');
    expect((await call(other, 'GET', '/payments/PAY021/receipt')).statusCode).toBe(404);
    // A completed payment has an invoice, not a receipt.
    await buyBot(7);
    expect((await call(buyer, 'GET', '/payments/PAY022/receipt')).statusCode).toBe(409);
  });
});

describe('the purchase confirmation e-mail (D84)', () => {
  it('is kept in the outbox with the order lines and the invoice attached, once per payment', async () => {
    const request = { idempotency_key: newKey(), purpose: 'bot', bot_id: 6, method: 'card', card: good };
    await call(buyer, 'POST', '/checkout', request);
    await call(buyer, 'POST', '/checkout', request);
    const kept = await listAccountEmails(database.db, { to: buyer.email, kind: 'purchase-confirmation' });
    expect(kept).toHaveLength(1);
    const [mail] = kept;
    expect(mail).toMatchObject({ userId: buyer.id, subject: 'Your Botflow purchase PAY021: AI Support Triage', sentAt: null, error: null });
    expect(mail!.body).toContain('- AI Support Triage: $59.99 USD');
    expect(mail!.body).toContain('Total: $64.79 USD');
    const invoice = (await call(buyer, 'GET', '/payments/PAY021')).json().invoice as string;
    expect(mail!.attachments).toEqual([`${invoice}.pdf`]);
    const [attachment] = await database.db.select().from(accountEmailAttachments).where(eq(accountEmailAttachments.emailId, mail!.id));
    expect(await pdfText(Buffer.from(attachment!.content))).toContain(`Invoice ${invoice}`);
    // A declined payment sends nothing.
    await buyBot(7, { ...good, number: '4000 0000 0000 0002' });
    expect(await listAccountEmails(database.db, { to: buyer.email, kind: 'purchase-confirmation' })).toHaveLength(1);
  });

  it('is sent when the sweeper completes a payment its checkout left pending', async () => {
    swappable.use(losingTheAnswer(testModeProvider(database.db)));
    expect((await buyBot(6)).statusCode).toBe(502);
    expect(await listAccountEmails(database.db, { to: buyer.email, kind: 'purchase-confirmation' })).toEqual([]);
    // The hook app.ts gives the sweeper, here run by hand.
    const onSettled = confirmSweptPayment(database.db, accountOutbox(database.db, undefined, app.log), app.log);
    const settled = await settleStalePayments(database.db, testModeProvider(database.db), { settleAfterMs: 0, batch: 50 }, app.log, onSettled);
    expect(settled.map((each) => each.payment.status)).toEqual(['completed']);
    const [mail] = await listAccountEmails(database.db, { to: buyer.email, kind: 'purchase-confirmation' });
    expect(mail).toMatchObject({ subject: 'Your Botflow purchase PAY021: AI Support Triage' });
    expect(mail!.attachments).toHaveLength(1);
  });
});

describe('POST /v1/payments/{id}/refund (D84)', () => {
  it('refunds a completed payment once: refunded, the bots leave My Bots and can be bought again, idempotent by key', async () => {
    const paid = (await buyBot(6)).json() as CheckoutResponse;
    expect(paid.payment.refundable).toBe(true);
    expect((await myBots()).map((bot) => bot.id)).toEqual(paid.bots);
    const key = newKey();
    const [first, second] = await Promise.all([refund('PAY021', key), refund('PAY021', key)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({ id: 'PAY021', status: 'refunded', refundable: false, invoice: paid.payment.invoice });
    expect(second.json()).toEqual(first.json());
    expect((await refund('PAY021', key)).json()).toEqual(first.json());
    expect(await myBots()).toEqual([]);
    expect(((await call(buyer, 'GET', '/market/bots/6')).json() as MarketBot).owned).toBe(false);
    const again = await refund('PAY021', newKey());
    expect([again.statusCode, again.json().detail]).toEqual([409, 'This payment has already been refunded.']);
    expect(await database.db.select().from(testProviderRefunds)).toHaveLength(1);
    const history = (await call(buyer, 'GET', '/payments?status=refunded')).json();
    expect(history.items.map((each: Payment) => each.id)).toContain('PAY021');
    // The refunded payment no longer counts as completed; the samples never do (D83).
    const completed = (await call(buyer, 'GET', '/payments?status=completed&page_size=100')).json();
    expect(history.summary.completed_count).toBe(completed.items.filter((each: Payment) => !each.sample).length);
  });

  it('ends the plan a refunded payment paid for', async () => {
    const plans = (await call(buyer, 'GET', '/subscriptions/subscriptions/plans/')).json() as { plans: Array<{ id: string }> };
    const plan = plans.plans[0]!;
    const paid = await call(buyer, 'POST', '/checkout', { idempotency_key: newKey(), purpose: 'plan', plan_id: plan.id, method: 'paypal' });
    expect(paid.statusCode).toBe(201);
    expect(await findCurrentSubscription(database.db, buyer.id)).toBeDefined();
    expect((await refund('PAY021', newKey())).statusCode).toBe(200);
    expect(await findCurrentSubscription(database.db, buyer.id)).toBeUndefined();
  });

  it('refuses what is not refundable: 409 failed, sample, older than 30 days; 404 another user, unknown', async () => {
    await buyBot(6, { ...good, number: '4000 0000 0000 0002' });
    const failed = await refund('PAY021', newKey());
    expect([failed.statusCode, failed.json().detail]).toEqual([409, 'Only a completed payment can be refunded.']);
    const sample = await refund('PAY020', newKey());
    expect([sample.statusCode, sample.json().detail]).toEqual([409, 'A sample payment was never charged, so it cannot be refunded.']);
    await buyBot(7);
    await database.db.execute(sql`update payments set created_at = now() - interval '31 days' where user_id = ${buyer.id} and number = 22`);
    expect(((await call(buyer, 'GET', '/payments/PAY022')).json() as Payment).refundable).toBe(false);
    const old = await refund('PAY022', newKey());
    expect([old.statusCode, old.json().detail]).toEqual([409, 'This payment is older than 30 days and can no longer be refunded.']);
    expect((await refund('PAY022', newKey(), other)).statusCode).toBe(404);
    expect((await refund('PAY999', newKey())).statusCode).toBe(404);
    expect((await refund('nonsense', newKey())).statusCode).toBe(404);
    expect((await call(buyer, 'POST', '/payments/PAY022/refund', {})).statusCode).toBe(422);
  });

  it('a refund whose answer was lost is finished by a retry, with the same or a new key, and refunds once', async () => {
    await buyBot(6);
    const inner = testModeProvider(database.db);
    swappable.use({
      ...inner,
      async refund(request) {
        await inner.refund(request);
        throw new Error('socket hang up');
      },
    });
    const lost = await refund('PAY021', newKey());
    expect(lost.statusCode).toBe(502);
    expect(((await call(buyer, 'GET', '/payments/PAY021')).json() as Payment).status).toBe('completed');
    swappable.use(inner);
    const retryKey = newKey();
    const retried = await refund('PAY021', retryKey);
    expect([retried.statusCode, retried.json().status]).toEqual([200, 'refunded']);
    expect(await myBots()).toEqual([]);
    expect(await database.db.select().from(testProviderRefunds)).toHaveLength(1);
    // The key that finished it answers the refund again.
    expect((await refund('PAY021', retryKey)).statusCode).toBe(200);
  });
});
