import type { ApiClient } from './api-client';
import {
  checkoutResponseSchema,
  paymentPageSchema,
  paymentSchema,
  type CheckoutRequest,
  type CheckoutResponse,
  type PaymentListQuery,
  type Payment,
  type PaymentPage,
} from '../domain/payments/payments';
import { signedInCall } from './signed-in-call';

/**
 * Pays the cart, one bot or the chosen plan (D39–D41). A decline is a 402 whose detail is the
 * spec's failure text; the same idempotency key sent again is answered as the first time.
 */
export async function checkout(api: ApiClient, request: CheckoutRequest): Promise<CheckoutResponse> {
  return signedInCall(api, async () => checkoutResponseSchema.parse(await api.post('/checkout', request)));
}

type PaymentFilters = Omit<PaymentListQuery, 'page' | 'page_size'>;

const wireFilters = ({ status, period, search }: PaymentFilters) => ({ status, period, search: search?.trim() || undefined });

export async function listPayments(api: ApiClient, query: PaymentListQuery, signal?: AbortSignal): Promise<PaymentPage> {
  return signedInCall(api, async () => paymentPageSchema.parse(await api.get('/payments', { query: { ...wireFilters(query), page: Number(query.page ?? 1) }, signal })));
}

/** The CSV of every row the filters select (D43). */
export async function exportPayments(api: ApiClient, filters: PaymentFilters): Promise<Blob> {
  return signedInCall(api, () => api.download('/payments/export', { query: wireFilters(filters) }));
}

export async function downloadInvoice(api: ApiClient, paymentId: string): Promise<Blob> {
  return signedInCall(api, () => api.download(`/payments/${encodeURIComponent(paymentId)}/invoice`));
}

/** A failed payment's receipt of its attempt (D84); it has no invoice. */
export async function downloadReceipt(api: ApiClient, paymentId: string): Promise<Blob> {
  return signedInCall(api, () => api.download(`/payments/${encodeURIComponent(paymentId)}/receipt`));
}

/** Refunds a payment (D84); the same key sent again is the same refund. */
export async function refundPayment(api: ApiClient, paymentId: string, idempotencyKey: string): Promise<Payment> {
  return signedInCall(api, async () => paymentSchema.parse(await api.post(`/payments/${encodeURIComponent(paymentId)}/refund`, { idempotency_key: idempotencyKey })));
}
