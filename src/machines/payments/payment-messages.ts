import { errorStatusOf, errorTextOf } from '../../domain/error-text';
import type { MarketBot } from '../../domain/market/market';
import { paymentMessages } from '../../domain/payments/payments';
import type { ToastInput } from '../toast/toast.types';

/** The payment toasts (02 §8, D41). */
export const cardRequiredToast: ToastInput = { title: 'Payment Information Required', description: paymentMessages.cardRequired, variant: 'destructive' };

export const checkoutPaidToast: ToastInput = {
  title: 'Payment Successful!',
  description: 'Thank you for your purchase. You will receive a confirmation email shortly.',
  variant: 'success',
};

/**
 * /payment's success is the spec's own (02 §8: "Payment Successful!" / "Your payment has been processed
 * successfully."), though the payment makes the plan current (D85): 01 §8's subscribe toast belongs to
 * Subscribe on /subscriptions.
 */
export const planPaidToast: ToastInput = { title: 'Payment Successful!', description: 'Your payment has been processed successfully.', variant: 'success' };

export const botPurchasedToast = (bot: Pick<MarketBot, 'title'>): ToastInput => ({
  title: 'Purchase Successful!',
  description: `${bot.title} has been added to your library...`,
  variant: 'success',
});

/** Whether the server answered at all (a refusal carries its own text). */
const serverAnswered = (error: unknown) => errorStatusOf(error) !== null;

/**
 * Whether a failed payment's outcome is known: refused by the server. Not after no answer, nor when
 * the server says the provider did not answer (502) or the payment is still being processed: a
 * retry of that payment must then keep its key, so it is charged once.
 */
export function outcomeKnown(error: unknown): boolean {
  const status = errorStatusOf(error);
  if (status === null || status === 502) return false;
  return !(status === 409 && errorTextOf(error) === paymentMessages.stillProcessing);
}

/** A refusal says why (a decline's text is the spec's, from the server); no answer at all gets the spec's sentence. */
export const paymentFailedToast = (error: unknown, unreachableText: string): ToastInput => ({
  title: 'Payment Failed',
  description: (serverAnswered(error) ? errorTextOf(error) : null) ?? unreachableText,
  variant: 'destructive',
});

export const newAttemptKey = () => crypto.randomUUID();

export const downloadFailedToast = (error: unknown): ToastInput => ({
  title: 'Download Failed',
  description: errorTextOf(error) ?? 'The file could not be downloaded. Please try again.',
  variant: 'destructive',
});

export const idCopiedToast = (payment: { id: string }): ToastInput => ({ title: 'Copied', description: `Payment ID ${payment.id} copied to the clipboard.`, variant: 'default' });
