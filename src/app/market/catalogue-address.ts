import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { catalogueAddressOf, catalogueQueryFromAddress } from '../../machines/market/catalogue-address';
import type { AddressWrite, catalogueMachine } from '../../machines/market/catalogue.machine';

/**
 * The marketplace's grid and its address (issue 33). The catalogue machine is what the page shows;
 * `write` (its writeAddress action) puts each new query in the address, and a change of the address
 * the machine did not write (Back, Forward, the navigation bar's link) is sent to it as an event.
 *
 * The address the page last wrote or saw is kept here, so the router echoing a write back is not
 * taken for a step back: while the user types on, the search being typed is not undone.
 */
export function useCatalogueAddress() {
  const navigate = useNavigate();
  const shownRef = useRef<string | null>(null);
  const write = ({ query, history }: AddressWrite) => {
    const search = catalogueAddressOf(query);
    if (search === shownRef.current) return;
    shownRef.current = search;
    // The router renders the new address in a transition, behind the grid's own update; the page
    // keeps its scroll (a page change scrolls up itself).
    void navigate({ search }, { replace: history === 'replace', preventScrollReset: true });
  };
  return { write, shownRef };
}

/**
 * Renders nothing: follows the address for the marketplace, so the screen itself does not render
 * again each time the address changes (the keystroke's budget, issue 33).
 */
export function CatalogueAddressFollower({ catalogue, shownRef }: { catalogue: ActorRefFrom<typeof catalogueMachine>; shownRef: React.RefObject<string | null> }) {
  const { search } = useLocation();
  useEffect(() => {
    // The first time, the machine started from this address already and the event changes nothing.
    if (search === shownRef.current) return;
    shownRef.current = search;
    catalogue.send({ type: 'address.changed', query: catalogueQueryFromAddress(search) });
  }, [search, catalogue, shownRef]);
  return null;
}
