import { fromPromise } from 'xstate';
import type { Plan, Subscription } from '../../domain/plans/plans';
import type { CheckoutRequest, CheckoutResponse, Payment, PaymentPage } from '../../domain/payments/payments';
import { payingMachine } from '../../machines/payments/paying.machine';

export const paymentOf = (number: number, overrides: Partial<Payment> = {}): Payment => {
  const id = `PAY${String(number).padStart(3, '0')}`;
  return {
    id,
    date: new Date(Date.UTC(2026, 10, 25 - number)).toISOString(),
    amount: 53.99,
    currency: 'USD',
    description: `Lead Capture Pro #${number}`,
    method: 'Credit Card',
    status: 'completed',
    invoice: `INV-2026-${String(number).padStart(3, '0')}`,
    bot: 'Lead Capture Pro',
    sample: false,
    subtotal: 49.99,
    tax: 4,
    lines: [{ name: 'Lead Capture Pro', price: 49.99, quantity: 1 }],
    failure_reason: null,
    refundable: false,
    ...overrides,
  };
};

export const paidResponse: CheckoutResponse = { payment: paymentOf(21), bots: [7] };

/** A paying actor whose server never answers: a story that submits stays processing. */
export const neverPaying = payingMachine.provide({ actors: { pay: fromPromise<CheckoutResponse, CheckoutRequest>(() => new Promise<never>(() => {})) } });

export const historyPage = (page: number, total: number): PaymentPage => {
  const first = (page - 1) * 10 + 1;
  const count = Math.max(0, Math.min(10, total - first + 1));
  return {
    items: Array.from({ length: count }, (_, index) => paymentOf(first + index)),
    total,
    page,
    page_size: 10,
    summary: { completed_total: 1079.8, completed_count: total, this_month_total: 161.97 },
  };
};

export const proPlan: Plan = {
  id: 'pro-monthly',
  name: 'Pro Plan',
  description: 'For teams that automate every day',
  price: 29.99,
  currency: 'USD',
  billing_period: 'monthly',
  features: ['Unlimited bots'],
  is_popular: true,
  is_active: true,
};

export const proSubscription: Subscription = { plan_id: proPlan.id, plan: proPlan, status: 'due', started_at: '2026-11-20T10:00:00.000Z', current_period_end: null };
