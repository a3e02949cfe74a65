import { useActorRef } from '@xstate/react';
import { memo, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { MarketBot } from '../../domain/market/market';
import { listingQueryFromAddress } from '../../machines/market/listing-query-address';
import { marketListingMachine, type AddressWrite, type ListingQuery } from '../../machines/market/market-listing.machine';
import { marketPanelsMachine } from '../../machines/market/market-panels.machine';
import { publishBotMachine, type PublishRequest } from '../../machines/market/publish-bot.machine';
import { checkPublishable, getMarketBot, listMarketBots, publishMarketBot } from '../../services/market';
import { listSequences, listSequenceVersions } from '../../services/sequences';
import { MarketplaceView } from '../../views/market/MarketplaceView';
import { PublishBotDialog } from '../../views/market/PublishBotDialog';
import { CheckoutModal } from '../../views/payments/CheckoutModal';
import { useAppSystem } from '../app-system-context';
import { useCheckoutModal } from '../market/buy';
import { ListingAddressFollower, useListingAddress } from '../market/listing-address';
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

/** What the marketplace takes from the router: where its grid goes in the address, and the pages it leads to. */
interface Routes {
  writeAddress: (write: AddressWrite) => void;
  goTo: (path: string) => void;
}

/** The screen's end of the router: ScreenRouter connects it once mounted (nothing is written before). */
function screenRouting() {
  let routes: Routes | null = null;
  return {
    connect: (next: Routes) => {
      routes = next;
    },
    writeAddress: (write: AddressWrite) => routes?.writeAddress(write),
    goTo: (path: string) => routes?.goTo(path),
  };
}

/**
 * Renders nothing: the router's hooks live here, apart from the screen. `useNavigate` reads the
 * route's context, which changes with every address, and each search writes the address: in the
 * screen they would render the whole marketplace again after every key (the keystroke's budget,
 * D111; the CPU profile showed it). This part renders again instead, and connects the screen's end of it.
 */
function ScreenRouter({ listing, panels, routing, openedOn }: {
  listing: ActorRefFrom<typeof marketListingMachine>;
  panels: ActorRefFrom<typeof marketPanelsMachine>;
  routing: ReturnType<typeof screenRouting>;
  /** The address the marketplace opened on: the listing machine started from it. */
  openedOn: string;
}) {
  const navigate = useNavigate();
  const address = useListingAddress(openedOn);
  useLayoutEffect(() => {
    routing.connect({ writeAddress: address.write, goTo: (path) => void navigate(path) });
  });
  return (
    <>
      <ListingAddressFollower listing={listing} echoes={address.echoes} />
      <CartFromNavigation panels={panels} />
    </>
  );
}

// Memo, and no router hook of its own (ScreenRouter has them): a new address does not render the
// screen again; the machines' snapshots render the parts that show them.
const Marketplace = memo(function Marketplace({ cart, favorites, openedOn }: UserActors & { openedOn: string }) {
  const { api, notify } = useAppSystem();
  const [routing] = useState(screenRouting);
  const listing = useActorRef(
    marketListingMachine.provide({
      actors: {
        loadPage: fromPromise(({ input, signal }: { input: ListingQuery; signal: AbortSignal }) =>
          listMarketBots(api, { search: input.search || undefined, tags: input.tags, sort: input.sort, favorites: input.favoritesOnly, page: input.page }, signal),
        ),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
        // The machine runs this before it starts the page's request: the router's navigation (matching,
        // history.replaceState: ~6 ms a key in the profile) waits for the end of the step, so the
        // request leaves first. Still in the same task, before any other event reaches the page.
        writeAddress: (_, write) => queueMicrotask(() => routing.writeAddress(write)),
      },
    }),
    // The address the page opens on (a reload, a link); what it cannot mean is left at the default.
    { input: listingQueryFromAddress(openedOn) },
  );
  const panels = useActorRef(
    marketPanelsMachine.provide({
      // D130: the detail modal's steps, needs and versions.
      actors: { loadDetail: fromPromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) => getMarketBot(api, input.id, signal)) },
    }),
  );
  const publishing = useActorRef(
    publishBotMachine.provide({
      actors: {
        // D130: the seller's sequences, a chosen one's saved versions, and the check of a chosen version.
        loadSequences: fromPromise(async () => (await listSequences(api)).map(({ id, title }) => ({ id, title }))),
        loadVersions: fromPromise(async ({ input }: { input: { sequenceId: string } }) =>
          (await listSequenceVersions(api, input.sequenceId)).map((version) => ({ number: version.number, savedAt: version.saved_at, summary: version.summary })),
        ),
        checkVersion: fromPromise(({ input, signal }: { input: { sequenceId: string; version: number }; signal: AbortSignal }) => checkPublishable(api, input.sequenceId, input.version, signal)),
        publishBot: fromPromise<MarketBot, PublishRequest>(({ input }) => publishMarketBot(api, input)),
      },
      actions: {
        showToast: (_, toast) => notify(toast),
        published: () => listing.send({ type: 'listing.refresh' }),
      },
    }),
  );
  const { modal, buy } = useCheckoutModal(cart, () => listing.send({ type: 'listing.refresh' }));
  return (
    <MarketplaceView
      listing={listing}
      panels={panels}
      cart={cart}
      favorites={favorites}
      onBuy={buy}
      onCheckout={() => routing.goTo('/checkout')}
      onPaymentHistory={() => routing.goTo('/payment-history')}
      onPublish={() => publishing.send({ type: 'dialog.open' })}
    >
      <PublishBotDialog actor={publishing} />
      <CheckoutModal actor={modal} />
      <ScreenRouter listing={listing} panels={panels} routing={routing} openedOn={openedOn} />
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
