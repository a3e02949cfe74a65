import { useSelector } from '@xstate/react';
import { Trash2 } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { usd, usdFromCents } from '../../domain/money';
import type { cartMachine } from '../../machines/market/cart.machine';
import { selectCartFailed, selectCartItems, selectCartLoading, selectCartTotalCents } from '../../machines/market/cart.selectors';
import { Button } from '../ui/Button';
import { DialogHeader, DrawerDialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import * as styles from './MarketplaceView.css';

export interface CartPanelProps {
  cart: ActorRefFrom<typeof cartMachine>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** 'Proceed to Checkout': the panel closes and the app goes to /checkout (02 §2). */
  onCheckout: () => void;
}

/** The cart panel (02 §2): the list, remove one, clear, the taxes note and Proceed to Checkout. */
export function CartPanel({ cart, isOpen, onOpenChange, onCheckout }: CartPanelProps) {
  const items = useSelector(cart, selectCartItems);
  const totalCents = useSelector(cart, selectCartTotalCents);
  const loading = useSelector(cart, selectCartLoading);
  const failed = useSelector(cart, selectCartFailed);
  return (
    <DrawerDialog isOpen={isOpen} onOpenChange={onOpenChange} side="right">
      {({ close }) => (
        <div className={styles.cartPanel}>
          <DialogHeader title="Shopping Cart" description={`${items.length} ${items.length === 1 ? 'bot' : 'bots'}`} closeLabel="Close cart" onClose={close} />
          {loading ? (
            <p className={styles.muted}>
              <Spinner /> Loading your cart...
            </p>
          ) : null}
          {failed ? (
            <div role="alert" className={styles.muted}>
              Your cart could not be loaded.{' '}
              <Button variant="secondary" size="sm" onPress={() => cart.send({ type: 'cart.reload' })}>
                Try again
              </Button>
            </div>
          ) : null}
          {!loading && !failed && items.length === 0 ? <p className={styles.cartEmpty}>Your cart is empty</p> : null}
          {items.length > 0 ? (
            <>
              <ul className={styles.cartList} aria-label="Bots in your cart">
                {items.map((item) => (
                  <li key={item.id} className={styles.cartLine}>
                    <span className={styles.cartLineTitle}>{item.title}</span>
                    <span>{usd(item.price)}</span>
                    <Button variant="ghost" size="sm" onPress={() => cart.send({ type: 'cart.remove', bot: item })} aria-label={`Remove ${item.title} from cart`}>
                      <Trash2 size={16} aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
              <p className={styles.cartTotal}>
                <span>Total</span>
                <span>{usdFromCents(totalCents)}</span>
              </p>
              <p className={styles.muted}>Taxes are calculated at checkout.</p>
              <div className={styles.cartActions}>
                <Button variant="secondary" onPress={() => cart.send({ type: 'cart.clear' })}>
                  Clear Cart
                </Button>
                <Button onPress={onCheckout}>Proceed to Checkout</Button>
              </div>
            </>
          ) : null}
        </div>
      )}
    </DrawerDialog>
  );
}
