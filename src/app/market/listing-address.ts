import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { listingAddressOf, listingQueryFromAddress } from '../../machines/market/listing-query-address';
import type { AddressWrite, marketListingMachine } from '../../machines/market/market-listing.machine';

/**
 * Tells the router's echoes of the page's own writes from the user's steps through history.
 *
 * The router renders a new address in a transition, so under load an earlier write ('?q=t') can
 * reach the page after a later one ('?q=triage') was made. Compared with the last write only, that
 * late echo looked like a step back, and the search being typed was undone. Every write waits here
 * until the router shows it or a later one; an address that is none of them is the user's.
 */
export class AddressEchoes {
  private shown: string;
  private unseenWrites: string[] = [];

  constructor(opened: string) {
    this.shown = opened;
  }

  /** Whether the address needs writing: false when it holds (or is about to hold) `search` already. */
  write(search: string): boolean {
    const latest = this.unseenWrites.at(-1) ?? this.shown;
    if (search === latest) return false;
    this.unseenWrites.push(search);
    return true;
  }

  /** Whether the router showing `search` is news to the page, i.e. not one of its own writes. */
  isNews(search: string): boolean {
    const written = this.unseenWrites.indexOf(search);
    if (written >= 0) {
      // The router shows writes in order: the ones before this one are behind it too.
      this.unseenWrites.splice(0, written + 1);
      this.shown = search;
      return false;
    }
    // Effects see each address once, so the shown one comes again only on the first look.
    if (search === this.shown) return false;
    this.unseenWrites = [];
    this.shown = search;
    return true;
  }
}

/**
 * The marketplace's grid and its address (D97). The listing machine is what the page shows;
 * `write` (its writeAddress action) puts each new query in the address, and a change of the address
 * the machine did not write (Back, Forward, the navigation bar's link) is sent to it as an event.
 * `opened` is the address the page opened on (the machine started from it); later values are not read.
 */
export function useListingAddress(opened: string) {
  const navigate = useNavigate();
  const [echoes] = useState(() => new AddressEchoes(opened));
  const write = ({ query, history }: AddressWrite) => {
    const search = listingAddressOf(query);
    if (!echoes.write(search)) return;
    // The page keeps its scroll (a page change scrolls up itself).
    void navigate({ search }, { replace: history === 'replace', preventScrollReset: true });
  };
  return { write, echoes };
}

/**
 * Renders nothing: follows the address for the marketplace, so the screen itself does not render
 * again each time the address changes (the keystroke's budget, D111).
 */
export function ListingAddressFollower({ listing, echoes }: { listing: ActorRefFrom<typeof marketListingMachine>; echoes: AddressEchoes }) {
  const { search } = useLocation();
  useEffect(() => {
    if (!echoes.isNews(search)) return;
    listing.send({ type: 'address.changed', query: listingQueryFromAddress(search) });
  }, [search, listing, echoes]);
  return null;
}
