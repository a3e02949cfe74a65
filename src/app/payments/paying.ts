import { fromPromise } from 'xstate';
import type { CheckoutRequest } from '../../domain/payments/payments';
import { payingMachine } from '../../machines/payments/paying.machine';
import type { ApiClient } from '../../services/api-client';
import { checkout } from '../../services/payments';

/** The paying actor that /checkout, the checkout modal and /payment invoke, paying through the server's checkout. */
export const payingThrough = (api: ApiClient) => payingMachine.provide({ actors: { pay: fromPromise(({ input }: { input: CheckoutRequest }) => checkout(api, input)) } });
