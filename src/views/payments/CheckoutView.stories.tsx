import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { Cart } from '../../domain/market/market';
import { cartMachine, type CartChange } from '../../machines/market/cart.machine';
import { checkoutMachine, type CheckoutEvent } from '../../machines/payments/checkout.machine';
import { leadCapture, standupReporter } from '../market/market-story-fixtures';
import { CheckoutView } from './CheckoutView';
import { neverPaying } from './payment-story-fixtures';

export default { title: 'Payments/CheckoutView' };

const never = () => new Promise<never>(() => {});
const twoBots: Cart = { items: [leadCapture, standupReporter], subtotal_cents: 6998 };
const filledCard: CheckoutEvent[] = [
  { type: 'field.changed', field: 'cardNumber', value: '4242424242424242' },
  { type: 'field.changed', field: 'expiryDate', value: '1230' },
  { type: 'field.changed', field: 'cvv', value: '123' },
  { type: 'field.changed', field: 'cardholderName', value: 'Ada Lovelace' },
];

function Checkout({ cart = async () => twoBots, events = [] }: { cart?: () => Promise<Cart>; events?: CheckoutEvent[] }) {
  const checkout = useActorRef(checkoutMachine.provide({ actors: { paying: neverPaying } }), { input: { reference: 'BF-7Q2K9XW4' } });
  const cartActor = useActorRef(cartMachine.provide({ actors: { loadCart: fromPromise<Cart>(cart), sendCartChange: fromPromise<Cart, CartChange>(never) } }));
  useEffect(() => {
    for (const event of events) checkout.send(event);
    // The story's events are sent once, when it opens.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return <CheckoutView checkout={checkout} cart={cartActor} />;
}

export const CardEmpty: Story = () => <Checkout />;
CardEmpty.meta = { routerPath: '/checkout' };

export const CardFilled: Story = () => <Checkout events={filledCard} />;
CardFilled.meta = { routerPath: '/checkout' };

/** Nothing is sent while a card rule (D84) is broken; each message sits under its field. */
export const CardErrors: Story = () => (
  <Checkout
    events={[
      { type: 'field.changed', field: 'cardNumber', value: '4242424242424241' },
      { type: 'field.changed', field: 'expiryDate', value: '0120' },
      { type: 'field.changed', field: 'cvv', value: '1' },
      { type: 'field.changed', field: 'cardholderName', value: 'A' },
      { type: 'payment.submit' },
    ]}
  />
);
CardErrors.meta = { routerPath: '/checkout' };

export const Processing: Story = () => <Checkout events={[...filledCard, { type: 'payment.submit' }]} />;
Processing.meta = { routerPath: '/checkout' };

export const PayPal: Story = () => <Checkout events={[{ type: 'method.chosen', method: 'paypal' }]} />;
PayPal.meta = { routerPath: '/checkout' };

export const ApplePay: Story = () => <Checkout events={[{ type: 'method.chosen', method: 'apple_pay' }]} />;
ApplePay.meta = { routerPath: '/checkout' };

export const BankTransfer: Story = () => <Checkout events={[{ type: 'methods.more' }, { type: 'method.chosen', method: 'bank_transfer' }]} />;
BankTransfer.meta = { routerPath: '/checkout' };

export const Cryptocurrency: Story = () => <Checkout events={[{ type: 'methods.more' }, { type: 'method.chosen', method: 'crypto' }]} />;
Cryptocurrency.meta = { routerPath: '/checkout' };

export const WeChatPay: Story = () => <Checkout events={[{ type: 'methods.more' }, { type: 'method.chosen', method: 'wechat_pay' }]} />;
WeChatPay.meta = { routerPath: '/checkout' };

export const EmptyCart: Story = () => <Checkout cart={async () => ({ items: [], subtotal_cents: 0 })} />;
EmptyCart.meta = { routerPath: '/checkout' };

export const CartLoading: Story = () => <Checkout cart={never} />;
CartLoading.meta = { routerPath: '/checkout' };

export const CartFailed: Story = () => (
  <Checkout
    cart={async () => {
      throw new Error('Failed to fetch');
    }}
  />
);
CartFailed.meta = { routerPath: '/checkout' };
