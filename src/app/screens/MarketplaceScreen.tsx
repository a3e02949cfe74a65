import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { catalogueMachine, type CatalogueQuery } from '../../machines/market/catalogue.machine';
import { marketPanelsMachine } from '../../machines/market/market-panels.machine';
import { publishBotMachine, type PublishRequest } from '../../machines/market/publish-bot.machine';
import { listMarketBots, publishMarketBot } from '../../services/market';
import { MarketplaceView } from '../../views/market/MarketplaceView';
import { PublishBotDialog } from '../../views/market/PublishBotDialog';
import { CheckoutModal } from '../../views/payments/CheckoutModal';
import { useAppSystem } from '../app-system-context';
import { useCheckoutModal } from '../market/buy';
import type { UserActors } from '../../machines/session/user-actors.machine';
import { useUserActors } from '../market/use-user-actors';

function Marketplace({ cart, favorites }: UserActors) {
  const { api, notify } = useAppSystem();
  const navigate = useNavigate();
  const catalogue = useActorRef(
    catalogueMachine.provide({
      actors: {
        loadPage: fromPromise(({ input, signal }: { input: CatalogueQuery; signal: AbortSignal }) =>
          listMarketBots(api, { search: input.search || undefined, tags: input.tags, sort: input.sort, favorites: input.favoritesOnly, page: input.page }, signal),
        ),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
      },
    }),
  );
  // The navigation bar's cart leads here with the cart panel open.
  const { state, pathname } = useLocation();
  const panels = useActorRef(marketPanelsMachine);
  useEffect(() => {
    if (!(state as { openCart?: boolean } | null)?.openCart) return;
    panels.send({ type: 'cart.open' });
    // Once: a reload or a step back later shows the marketplace as it is.
    void navigate(pathname, { replace: true, state: null });
  }, [state, pathname, panels, navigate]);
  const publishing = useActorRef(
    publishBotMachine.provide({
      actors: { publishBot: fromPromise(({ input }: { input: PublishRequest }) => publishMarketBot(api, input)) },
      actions: {
        showToast: (_, toast) => notify(toast),
        published: () => catalogue.send({ type: 'catalogue.refresh' }),
      },
    }),
  );
  const { modal, buy } = useCheckoutModal(cart, () => catalogue.send({ type: 'catalogue.refresh' }));
  return (
    <MarketplaceView
      catalogue={catalogue}
      panels={panels}
      cart={cart}
      favorites={favorites}
      onBuy={buy}
      onCheckout={() => void navigate('/checkout')}
      onPaymentHistory={() => void navigate('/payment-history')}
      onPublish={() => publishing.send({ type: 'dialog.open' })}
    >
      <PublishBotDialog actor={publishing} />
      <CheckoutModal actor={modal} />
    </MarketplaceView>
  );
}

export default function MarketplaceScreen() {
  const actors = useUserActors();
  return actors ? <Marketplace {...actors} /> : null;
}
