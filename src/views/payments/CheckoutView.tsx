import { useSelector } from '@xstate/react';
import { Headphones, Lock, RotateCcw, Zap, type LucideIcon } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { PaymentMethod } from '../../domain/payments/payments';
import type { cartMachine } from '../../machines/market/cart.machine';
import { selectCartFailed, selectCartItems, selectCartLoading, selectCartSyncing } from '../../machines/market/cart.selectors';
import { moreMethods, primaryMethods, type checkoutMachine } from '../../machines/payments/checkout.machine';
import { selectCard, selectCardErrors, selectMethod, selectPaying, selectReference, selectShowMore } from '../../machines/payments/checkout.selectors';
import { Button } from '../ui/Button';
import { LinkButton } from '../ui/LinkButton';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import { OrderSummary } from './OrderSummary';
import { PaymentForm } from './PaymentForm';
import * as styles from './payments.css';

/** 02 §2: the checkout's stated promises. */
const promises: Array<{ icon: LucideIcon; text: string }> = [
  { icon: Lock, text: '256-bit SSL encryption' },
  { icon: RotateCcw, text: '30-day money-back guarantee' },
  { icon: Headphones, text: '24/7 customer support' },
  { icon: Zap, text: 'Instant access after purchase' },
];

export interface CheckoutViewProps {
  checkout: ActorRefFrom<typeof checkoutMachine>;
  cart: ActorRefFrom<typeof cartMachine>;
}

/** /checkout (02 §2, D10): the cart's order summary, the payment method, and Pay. */
export function CheckoutView({ checkout, cart }: CheckoutViewProps) {
  const items = useSelector(cart, selectCartItems);
  const cartLoading = useSelector(cart, selectCartLoading);
  const cartFailed = useSelector(cart, selectCartFailed);
  const cartSyncing = useSelector(cart, selectCartSyncing);
  const method = useSelector(checkout, selectMethod);
  const showMore = useSelector(checkout, selectShowMore);
  const card = useSelector(checkout, selectCard);
  const cardErrors = useSelector(checkout, selectCardErrors);
  const reference = useSelector(checkout, selectReference);
  const paying = useSelector(checkout, selectPaying);
  const shownMethods: readonly PaymentMethod[] = showMore ? [...primaryMethods, ...moreMethods] : primaryMethods;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header>
        <h1 id="page-title" className={styles.title}>
          Checkout
        </h1>
        <p className={styles.tagline}>Review your order and choose how to pay.</p>
      </header>
      {cartLoading ? (
        <p className={styles.muted} role="status">
          <Spinner /> Loading your cart...
        </p>
      ) : cartFailed ? (
        <LoadFailed subject="Your cart" className={styles.empty} textClassName={styles.muted} onRetry={() => cart.send({ type: 'cart.reload' })} />
      ) : items.length === 0 && !paying ? (
        <div className={styles.empty}>
          <h2 className={styles.panelTitle}>Your cart is empty</h2>
          <p className={styles.muted}>Add bots from the marketplace, then come back here to pay for them.</p>
          <LinkButton to="/marketplace">Browse the Marketplace</LinkButton>
        </div>
      ) : (
        <div className={styles.checkoutLayout}>
          <div className={styles.summaryColumn}>
            <OrderSummary lines={items.map((item) => ({ id: item.id, name: item.title, price: item.price }))} />
          </div>
          <PaymentForm
            methods={shownMethods}
            method={method}
            card={card}
            cardErrors={cardErrors}
            reference={reference}
            paying={paying}
            submitLabel="Complete Payment"
            pendingLabel="Processing Payment..."
            isSubmitDisabled={cartSyncing}
            onMethod={(value) => checkout.send({ type: 'method.chosen', method: value })}
            onField={(field, value) => checkout.send({ type: 'field.changed', field, value })}
            onSubmit={() => checkout.send({ type: 'payment.submit' })}
            afterMethods={
              showMore ? null : (
                <Button variant="ghost" isDisabled={paying} onPress={() => checkout.send({ type: 'methods.more' })}>
                  Show More Payment Methods (5 more)
                </Button>
              )
            }
            footer={
              <ul className={styles.promises} aria-label="Our promises">
                {promises.map(({ icon: Icon, text }) => (
                  <li key={text} className={styles.promise}>
                    <Icon size={16} aria-hidden="true" /> {text}
                  </li>
                ))}
              </ul>
            }
          />
        </div>
      )}
    </section>
  );
}
