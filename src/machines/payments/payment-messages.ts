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

export const planPaidToast: ToastInput = { title: 'Payment Successful!', description: 'Your payment has been processed successfully.', variant: 'success' };

export const botPurchasedToast = (bot: Pick<MarketBot, 'title'>): ToastInput => ({
  title: 'Purchase Successful!',
  description: `${bot.title} has been added to your library...`,
  variant: 'success',
});

/** Whether the server answered: after an answer a new attempt needs a new key; after none the retry keeps it, so it charges once. */
export const serverAnswered = (error: unknown) => errorStatusOf(error) !== null;

/** A refusal says why (a decline's text is the spec's, from the server); no answer at all gets the spec's sentence. */
export const paymentFailedToast = (error: unknown, unreachableText: string): ToastInput => ({
  title: 'Payment Failed',
  description: (serverAnswered(error) ? errorTextOf(error) : null) ?? unreachableText,
  variant: 'destructive',
});

export const newAttemptKey = () => crypto.randomUUID();

/** The key for the next attempt after a failed one: new once the server answered, the same after no answer. */
export const keyAfterRefusal = (key: string, error: unknown) => (serverAnswered(error) ? newAttemptKey() : key);

export const downloadFailedToast = (error: unknown): ToastInput => ({
  title: 'Download Failed',
  description: errorTextOf(error) ?? 'The file could not be downloaded. Please try again.',
  variant: 'destructive',
});

export const idCopiedToast = (payment: { id: string }): ToastInput => ({ title: 'Copied', description: `Payment ID ${payment.id} copied to the clipboard.`, variant: 'default' });
