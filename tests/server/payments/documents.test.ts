import Papa from 'papaparse';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { seedMarketBots } from '../../../server/market/seed-market-bots';
import { insertSamplePayments } from '../../../server/payments/repository';
import type { CheckoutResponse, PaymentPage } from '../../../src/domain/payments/payments';
import { createUserWithToken, type UserWithToken } from '../fixtures';
import { startTestApp } from '../test-app';
import { chain, node, selling } from '../market/selling-fixtures';

let app: App;
let database: Database;
let stop: () => Promise<void>;
let buyer: UserWithToken;
let other: UserWithToken;

beforeAll(async () => {
  ({ app, database, stop } = await startTestApp());
  await seedMarketBots(database.db);
  buyer = await createUserWithToken(database, { name: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' });
  other = await createUserWithToken(database);
  await insertSamplePayments(database.db, buyer.id);
});
afterAll(() => stop());

const get = (user: UserWithToken, url: string) => app.inject({ method: 'GET', url: `/v1${url}`, headers: { authorization: user.token } });

describe('GET /v1/payments/export (D43)', () => {
  it('is the CSV of exactly the rows the filters select, and parses back to them', async () => {
    const shown = (await get(buyer, '/payments?status=completed&page_size=100')).json() as PaymentPage;
    const response = await get(buyer, '/payments/export?status=completed');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
    const parsed = Papa.parse<Record<string, string>>(response.body, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((row) => [row.id, row.description, row.amount, row.status])).toEqual(
      shown.items.map((payment) => [payment.id, payment.description, payment.amount.toFixed(2), 'completed']),
    );
  });

  it('quotes commas and neutralises formulas in titles', async () => {
    // A published bot is a saved version of its seller's sequence (D130); its title is theirs to choose.
    const sequenceId = await selling(app).sequenceWith(other, chain([node('n1', 'start', 'Start'), node('n2', 'end', 'End', {}, 1)]));
    const bot = await selling(app).published(other, sequenceId, 1, { name: '=SUM(1,2), really', price: '5' });
    const paid = await app.inject({
      method: 'POST',
      url: '/v1/checkout',
      headers: { authorization: buyer.token },
      payload: { idempotency_key: 'export-formula-key', purpose: 'bot', bot_id: bot.id, method: 'paypal' },
    });
    expect(paid.statusCode).toBe(201);
    const parsed = Papa.parse<Record<string, string>>((await get(buyer, '/payments/export?search=really')).body, { header: true, skipEmptyLines: true });
    expect(parsed.data.map((row) => row.description)).toEqual(["'=SUM(1,2), really"]);
  });
});

describe('GET /v1/payments/{id}/invoice (D43)', () => {
  it('is a PDF whose text holds the number, the buyer, the lines, the tax and the total', async () => {
    const paid = (
      await app.inject({
        method: 'POST',
        url: '/v1/checkout',
        headers: { authorization: buyer.token },
        payload: { idempotency_key: 'invoice-key-1', purpose: 'bot', bot_id: 6, method: 'card', card: { number: '4242424242424242', expiry: '12/30', cvv: '123', name: 'Ada' } },
      })
    ).json() as CheckoutResponse;
    const response = await get(buyer, `/payments/${paid.payment.id}/invoice`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    for (const expected of [paid.payment.id, paid.payment.invoice, 'Ada Lovelace', 'ada@example.com', 'AI Support Triage', '$59.99', 'Tax (8%)', '$4.80', '$64.79', 'Credit Card']) {
      expect(text).toContain(expected);
    }
    expect((await get(other, `/payments/${paid.payment.id}/invoice`)).statusCode).toBe(404);
  });
});
