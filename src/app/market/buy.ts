import { useActorRef } from '@xstate/react';
import { useCallback } from 'react';
import type { MarketBot } from '../../domain/market/market';
import { checkoutModalMachine } from '../../machines/payments/checkout-modal.machine';
import { useAppSystem } from '../app-system-context';
import type { UserActors } from '../../machines/session/user-actors.machine';
import { payingThrough } from '../payments/paying';

/**
 * Buy and Buy Now (D41): the checkout modal pays that one bot through the server's checkout. Once
 * bought, the cart is read back (the server took the bot out of it) and the screen marks it owned.
 */
export function useCheckoutModal(cart: UserActors['cart'], onPurchased: (bot: MarketBot) => void) {
  const { api, notify } = useAppSystem();
  const modal = useActorRef(
    checkoutModalMachine.provide({
      actors: { paying: payingThrough(api) },
      actions: {
        showToast: (_, toast) => notify(toast),
        purchased: (_, bot) => {
          cart.send({ type: 'cart.reload' });
          onPurchased(bot);
        },
      },
    }),
  );
  // Stable: the grid's cards are memoised and take it as a prop.
  const buy = useCallback((bot: MarketBot) => modal.send({ type: 'checkout.open', bot }), [modal]);
  return { modal, buy };
}
