import { useSelector } from '@xstate/react';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../machines/market/cart.machine';
import { selectCartCount } from '../../machines/market/cart.selectors';
import * as styles from './CartLink.css';

/** Where the navigation bar's cart leads: the marketplace, with its cart panel open. */
export const openCartState = { openCart: true } as const;

/** The signed-in user's cart in the navigation bar: the same cart actor as the marketplace (D9). */
export function CartLink({ cart }: { cart: ActorRefFrom<typeof cartMachine> }) {
  const count = useSelector(cart, selectCartCount);
  return (
    <Link to="/marketplace" state={openCartState} className={styles.link} aria-label={`Cart, ${count} ${count === 1 ? 'bot' : 'bots'}`}>
      <ShoppingCart size={20} aria-hidden="true" />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
