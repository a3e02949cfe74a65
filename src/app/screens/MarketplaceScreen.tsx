import { useActorRef } from '@xstate/react';
import { memo, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { catalogueQueryFromAddress } from '../../machines/market/catalogue-address';
import { catalogueMachine, type CatalogueQuery } from '../../machines/market/catalogue.machine';
import { marketPanelsMachine } from '../../machines/market/market-panels.machine';
import { publishBotMachine, type PublishRequest } from '../../machines/market/publish-bot.machine';
import { listMarketBots, publishMarketBot } from '../../services/market';
import { MarketplaceView } from '../../views/market/MarketplaceView';
import { PublishBotDialog } from '../../views/market/PublishBotDialog';
import { CheckoutModal } from '../../views/payments/CheckoutModal';
import { useAppSystem } from '../app-system-context';
import { useCheckoutModal } from '../market/buy';
import { CatalogueAddressFollower, useCatalogueAddress } from '../market/catalogue-address';
import type { UserActors } from '../../machines/session/user-actors.machine';
import { useUserActors } from '../market/use-user-actors';

/**
 * The navigation bar's cart leads here with the cart panel open (once: a reload or a step back later
 * shows the marketplace as it is). Apart from the screen, which the address does not render again.
 */
function CartFromNavigation({ panels }: { panels: ActorRefFrom<typeof marketPanelsMachine> }) {
  const navigate = useNavigate();
  const { state, pathname, search } = useLocation();
  useEffect(() => {
    if (!(state as { openCart?: boolean } | null)?.openCart) return;
    panels.send({ type: 'cart.open' });
    void navigate({ pathname, search }, { replace: true, state: null, preventScrollReset: true });
  }, [state, pathname, search, panels, navigate]);
  return null;
}

// Memo: the screen reads no address itself, so a new address (each search, once debounced) does not
// render the grid again; the machine's snapshot does.
const Marketplace = memo(function Marketplace({ cart, favorites, openedOn }: UserActors & { openedOn: string }) {
  const { api, notify } = useAppSystem();
  const navigate = useNavigate();
  const address = useCatalogueAddress(openedOn);
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
        writeAddress: (_, write) => address.write(write),
      },
    }),
    // The address the page opens on (a reload, a link); what it cannot mean is left at the default.
    { input: catalogueQueryFromAddress(openedOn) },
  );
  const panels = useActorRef(marketPanelsMachine);
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
      <CatalogueAddressFollower catalogue={catalogue} echoes={address.echoes} />
      <CartFromNavigation panels={panels} />
    </MarketplaceView>
  );
});

export default function MarketplaceScreen() {
  const actors = useUserActors();
  // The address the marketplace was opened on; later ones reach the machine as events.
  const { search } = useLocation();
  const [openedOn] = useState(search);
  return actors ? <Marketplace {...actors} openedOn={openedOn} /> : null;
}
