import type { MarketBot } from '../../domain/market/market';
import type { UserActors } from './use-user-actors';

/**
 * Buy and Buy Now, until the checkout issue makes them open the paying modal (D56): the bot goes in
 * the cart (silently when it is there already) and the app goes to /checkout.
 */
export function buyFromMarket(cart: UserActors['cart'], bot: MarketBot, goToCheckout: () => void): void {
  if (!cart.getSnapshot().context.items.some((item) => item.id === bot.id)) cart.send({ type: 'cart.add', bot });
  goToCheckout();
}
