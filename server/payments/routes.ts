import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentListQuerySchema,
  paymentMessages,
  paymentPageSchema,
  paymentSchema,
  refundRequestSchema,
  type PaymentPeriod,
} from '../../src/domain/payments/payments';
import type { Database } from '../db/database';
import type { AccountOutbox } from '../mail/account-outbox';
import { currentUser } from '../plugins/auth';
import { HttpError } from '../plugins/errors';
import { checkout } from './checkout';
import { paymentsCsv } from './export-csv';
import { sendPurchaseConfirmation } from './confirmation';
import { failedAttemptReceiptPdf, invoicePdf, receiptFileName } from './invoice';
import { refundPayment } from './refund';
import type { PaymentProvider } from './provider';
import { toPayment } from './answers';
import * as repository from './repository';

export interface PaymentRouteOptions {
  database: Database;
  /** Who moves the money: the test-mode provider (D39) unless a real one replaces it. */
  provider: PaymentProvider;
  /** How long a repeated key waits for the outcome of its payment still in flight. */
  sameKeyWaitMs: number;
  /** Where a purchase's confirmation goes (kept, and sent through SMTP when set). */
  outbox: AccountOutbox;
}

/** The first moment of the period in UTC (D12: the time filter is applied). */
export function periodStart(period: PaymentPeriod, now: Date): Date | undefined {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'today') return day;
  if (period === 'week') return new Date(day.getTime() - 6 * 86_400_000);
  if (period === 'month') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  if (period === 'year') return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  return undefined;
}

const idParams = z.object({ id: z.string() });
const tags = ['payments'];

/** Checkout and the payment history (D10–D12, D39–D43). */
export async function paymentRoutes(app: FastifyInstance, { database, provider, sameKeyWaitMs, outbox }: PaymentRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  const signedIn = { onRequest: app.requireUser };

  /** The user's payment by its id (PAY021), or the 404 for anything else, another user's included. */
  async function ownedPayment(userId: string, id: string) {
    const number = repository.paymentNumberOf(id);
    const found = number === null ? undefined : await repository.findPayment(db, userId, number);
    if (!found) throw new HttpError(404, paymentMessages.notFound);
    return found;
  }

  const checkoutSchema = {
    operationId: 'checkout',
    summary: 'Pay for the cart, one bot or a plan (idempotent by idempotency_key)',
    tags,
    body: checkoutRequestSchema,
    response: { 201: checkoutResponseSchema },
    errors: {
      402: 'The payment was declined: the detail says why.',
      404: 'No active plan, or no marketplace bot, has this id.',
      409: 'Nothing to pay or not now: the plan is paid for this period, a bot is yours already, another payment is in flight, this one still is, or the key was used with other details.',
      422: 'The cart is empty.',
      502: 'The payment service did not answer: the payment stays pending and is settled shortly.',
    },
  };
  api.post('/checkout', { ...signedIn, schema: checkoutSchema }, async (request, reply) => {
    const buyer = currentUser(request);
    const outcome = await checkout(db, provider, buyer, request.body, { sameKeyWaitMs, log: request.log });
    if (!outcome.paid) throw new HttpError(402, outcome.message);
    // The confirmation the success toast promises (D84), once: a repeated key answers without sending again.
    if (outcome.recordedNow) await sendPurchaseConfirmation(db, outbox, outcome, buyer, request.log);
    return reply.status(201).send({ payment: toPayment(outcome.payment, outcome.lines), bots: outcome.bots });
  });

  api.get('/payments', { ...signedIn, schema: { operationId: 'listPayments', summary: 'Your payments, a page at a time, with this month’s totals', tags, querystring: paymentListQuerySchema, response: { 200: paymentPageSchema } } }, async (request) => {
    const { status, period, search, page, page_size: pageSize } = request.query;
    const userId = currentUser(request).id;
    const now = new Date();
    const [{ rows, total }, summary] = await Promise.all([
      repository.listPayments(db, { userId, status, since: periodStart(period, now), search: search || undefined }, page, pageSize),
      repository.summarizePayments(db, userId, periodStart('month', now)!),
    ]);
    return {
      items: rows.map((row) => toPayment(row, row.lines)),
      total,
      page,
      page_size: pageSize,
      summary: { completed_total: summary.completedCents / 100, completed_count: summary.completedCount, this_month_total: summary.thisMonthCents / 100 },
    };
  });

  // The rows the filters select, all of them, as the table shows them (D43).
  const exportSchema = {
    operationId: 'exportPayments',
    summary: 'The payments the filters select, all of them, as CSV',
    tags,
    querystring: paymentListQuerySchema,
    nonJson: { status: 200, mediaTypes: ['text/csv'], description: 'payments.csv, one row a payment, as the table shows it.' },
  } as const;
  api.get('/payments/export', { ...signedIn, schema: exportSchema }, async (request, reply) => {
    const { status, period, search } = request.query;
    const { rows } = await repository.listPayments(db, { userId: currentUser(request).id, status, since: periodStart(period, new Date()), search: search || undefined }, 1, null);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="payments.csv"')
      .send(paymentsCsv(rows.map((row) => toPayment(row, row.lines))));
  });

  const invoiceSchema = {
    operationId: 'getInvoice',
    summary: 'A payment’s invoice, as a PDF',
    tags,
    params: idParams,
    nonJson: { status: 200, mediaTypes: ['application/pdf'], description: 'The invoice.' },
    errors: { 404: 'No payment of yours has this id.', 409: 'The payment failed: it has no invoice, but a receipt of the attempt.' },
  } as const;
  api.get('/payments/:id/invoice', { ...signedIn, schema: invoiceSchema }, async (request, reply) => {
    const user = currentUser(request);
    const found = await ownedPayment(user.id, request.params.id);
    if (found.payment.status === 'failed') throw new HttpError(409, paymentMessages.noInvoice);
    const pdf = await invoicePdf(found.payment, found.lines, user);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${found.payment.invoice}.pdf"`)
      .send(Buffer.from(pdf));
  });

  // A failed payment has no invoice; the receipt of its attempt says so and why (D84).
  const receiptSchema = {
    operationId: 'getReceipt',
    summary: 'The receipt of a failed payment’s attempt, as a PDF',
    tags,
    params: idParams,
    nonJson: { status: 200, mediaTypes: ['application/pdf'], description: 'The receipt: what was tried, and why it failed.' },
    errors: { 404: 'No payment of yours has this id.', 409: 'The payment did not fail: it has an invoice instead.' },
  } as const;
  api.get('/payments/:id/receipt', { ...signedIn, schema: receiptSchema }, async (request, reply) => {
    const user = currentUser(request);
    const found = await ownedPayment(user.id, request.params.id);
    if (found.payment.status !== 'failed') throw new HttpError(409, paymentMessages.noReceipt);
    const pdf = await failedAttemptReceiptPdf(found.payment, found.lines, user);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${receiptFileName(found.payment)}"`)
      .send(Buffer.from(pdf));
  });

  // The 30-day money-back guarantee (D84): one refund per payment, idempotent like checkout.
  const refundSchema = {
    operationId: 'refundPayment',
    summary: 'Refund a payment within 30 days (idempotent by idempotency_key)',
    tags,
    params: idParams,
    body: refundRequestSchema,
    response: { 200: paymentSchema },
    errors: {
      404: 'No payment of yours has this id.',
      409: 'The payment cannot be refunded: it failed, is refunded already, is older than 30 days, or is a sample.',
      502: 'The payment service did not answer: the refund is not confirmed yet, try again.',
    },
  };
  api.post('/payments/:id/refund', { ...signedIn, schema: refundSchema }, async (request) => {
    const userId = currentUser(request).id;
    const number = repository.paymentNumberOf(request.params.id);
    if (number === null) throw new HttpError(404, paymentMessages.notFound);
    const refunded = await refundPayment(db, provider, userId, number, request.body.idempotency_key, request.log);
    return toPayment(refunded.payment, refunded.lines);
  });

  api.get('/payments/:id', { ...signedIn, schema: { operationId: 'getPayment', summary: 'One of your payments', tags, params: idParams, response: { 200: paymentSchema }, errors: { 404: 'No payment of yours has this id.' } } }, async (request) => {
    const found = await ownedPayment(currentUser(request).id, request.params.id);
    return toPayment(found.payment, found.lines);
  });
}
