import { act, render } from '@testing-library/react';
import { useEffect, type RefObject } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ListingAddressFollower, useListingAddress } from '../../../src/app/market/listing-address';
import { listingAddressOf } from '../../../src/machines/market/listing-query-address';
import { vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import type { Cart, Favorites, MarketPage } from '../../../src/domain/market/market';
import { cartMachine, type CartChange } from '../../../src/machines/market/cart.machine';
import { marketListingMachine, type AddressWrite, type ListingQuery } from '../../../src/machines/market/market-listing.machine';
import { favoritesMachine } from '../../../src/machines/market/favorites.machine';
import { marketPanelsMachine } from '../../../src/machines/market/market-panels.machine';
import type { ToastInput } from '../../../src/machines/toast/toast.types';
import { MarketplaceView } from '../../../src/views/market/MarketplaceView';
import { detailOf, marketFixtures, pageOf } from '../../../src/views/market/market-story-fixtures';
import type { MarketBotDetail } from '../../../src/domain/market/listing';

/** Fakes that answer at once, for the machines a test does not walk. */
export const answering = {
  loadPage: fromPromise<MarketPage, ListingQuery>(async () => pageOf(marketFixtures)),
  loadCart: fromPromise<Cart>(async () => ({ items: [], subtotal_cents: 0 })),
  sendCartChange: fromPromise<Cart, CartChange>(async () => ({ items: [], subtotal_cents: 0 })),
  loadFavorites: fromPromise<Favorites>(async () => ({ ids: [] })),
  saveFavorite: fromPromise<Favorites, { id: number; favorite: boolean }>(async () => ({ ids: [] })),
  loadDetail: fromPromise<MarketBotDetail, { id: number }>(async ({ input }) => detailOf(marketFixtures.find((bot) => bot.id === input.id) ?? marketFixtures[0]!)),
};

export interface MarketplaceFakes {
  loadPage?: AnyActorLogic;
  loadCart?: AnyActorLogic;
  sendCartChange?: AnyActorLogic;
  loadFavorites?: AnyActorLogic;
  saveFavorite?: AnyActorLogic;
  loadDetail?: AnyActorLogic;
  /** The query in the address the marketplace opens on. */
  address?: Partial<ListingQuery>;
}

interface AddressLink {
  write?: (write: AddressWrite) => void;
  go?: (search: string) => void;
  search: string;
}

/** The screen's address sync, as the marketplace screen runs it, on a memory router. */
function Address({ listing, linkRef }: { listing: ActorRefFrom<typeof marketListingMachine>; linkRef: RefObject<AddressLink> }) {
  const { search } = useLocation();
  const address = useListingAddress(search);
  const navigate = useNavigate();
  useEffect(() => {
    linkRef.current.write = address.write;
    linkRef.current.go = (next) => void navigate({ search: next });
    linkRef.current.search = search;
  });
  return <ListingAddressFollower listing={listing} echoes={address.echoes} />;
}

/** The marketplace view on real machines, each provided with the given fakes or answering ones. */
export function mountMarketplace(fakes: MarketplaceFakes) {
  const showToast = vi.fn<(toast: ToastInput) => void>();
  const scrollToTop = vi.fn();
  const writeAddress = vi.fn<(write: AddressWrite) => void>();
  const linkRef: RefObject<AddressLink> = { current: { search: '' } };
  const onBuy = vi.fn();
  const onCheckout = vi.fn();
  const toast = (_: unknown, input: ToastInput) => showToast(input);
  const listing = createActor(
    marketListingMachine.provide({
      actors: { loadPage: (fakes.loadPage ?? answering.loadPage) as typeof answering.loadPage },
      actions: {
        showToast: toast,
        scrollToTop,
        writeAddress: (_, write) => {
          writeAddress(write);
          linkRef.current.write?.(write);
        },
      },
    }),
    { input: fakes.address ?? {} },
  ).start();
  const cart = createActor(
    cartMachine.provide({
      actors: {
        loadCart: (fakes.loadCart ?? answering.loadCart) as typeof answering.loadCart,
        sendCartChange: (fakes.sendCartChange ?? answering.sendCartChange) as typeof answering.sendCartChange,
      },
      actions: { showToast: toast },
    }),
  ).start();
  const favorites = createActor(
    favoritesMachine.provide({
      actors: {
        loadFavorites: (fakes.loadFavorites ?? answering.loadFavorites) as typeof answering.loadFavorites,
        saveFavorite: (fakes.saveFavorite ?? answering.saveFavorite) as typeof answering.saveFavorite,
      },
      actions: { showToast: toast },
    }),
  ).start();
  const panels = createActor(marketPanelsMachine.provide({ actors: { loadDetail: (fakes.loadDetail ?? answering.loadDetail) as typeof answering.loadDetail } })).start();
  const view = render(
    <MemoryRouter initialEntries={[`/marketplace${listingAddressOf({ ...listing.getSnapshot().context })}`]}>
      <Address listing={listing} linkRef={linkRef} />
      <MarketplaceView listing={listing} panels={panels} cart={cart} favorites={favorites} onBuy={onBuy} onCheckout={onCheckout} onPaymentHistory={() => {}} onPublish={() => {}} />
    </MemoryRouter>,
  );
  const unmount = () => {
    view.unmount();
    for (const actor of [listing, cart, favorites, panels]) actor.stop();
  };
  /** The address as the router has it, and a step to another one (Back, Forward, a link). */
  const address = () => linkRef.current.search;
  const goTo = (search: string) => act(() => linkRef.current.go?.(search));
  return { listing, cart, favorites, panels, view, showToast, scrollToTop, writeAddress, address, goTo, onBuy, onCheckout, unmount };
}
