import { matchPath } from 'react-router-dom';

/**
 * A page load that opens the designer first (a reload, a shared link) leaves the signed-in user's
 * cart and favourites until the designer's open has settled (D109): their code, their market schemas
 * (zod, ~50 ms to build on this machine) and the cart's request were spent inside the open, and the
 * designer needs only the header's cart count, which may come a moment later. Any other first page
 * starts them at once, as before.
 */
export interface UserActorsHold {
  /** Settles when the user's actors may load. */
  released: Promise<void>;
  release: () => void;
}

/** However the designer fares (its chunk failed, it never mounted), the cart is not held longer than this. */
export const userActorsHoldLimitMs = 5000;

export function opensDesignerFirst(pathname: string): boolean {
  const match = matchPath('/sequences/:slug', pathname);
  return match !== null && match.params.slug !== 'add-sequence';
}

export function userActorsHold(isHeld: boolean): UserActorsHold {
  if (!isHeld) return { released: Promise.resolve(), release: () => {} };
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const limit = setTimeout(release, userActorsHoldLimitMs);
  void released.then(() => clearTimeout(limit));
  return { released, release };
}
