import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectSessionStatus } from '../machines/session/session.selectors';
import { useSessionActor } from '../views/session/session-actor-context';

export interface RememberedLocation {
  from?: string;
}

/** Signed-in only: a signed-out visitor goes to /login, which remembers where they were going. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const status = useSelector(useSessionActor(), selectSessionStatus);
  const location = useLocation();
  if (status === 'undetermined') return null;
  if (status === 'signedOut') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies RememberedLocation} />;
  }
  return children;
}

/**
 * Signed-out only (/login, /register): a signed-in user is bounced to /dashboard, or to the path a
 * guard remembered; so signing in on /login is what takes the user where they were going.
 */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const status = useSelector(useSessionActor(), selectSessionStatus);
  const remembered = (useLocation().state as RememberedLocation | null)?.from;
  if (status === 'undetermined') return null;
  if (status === 'signedIn') return <Navigate to={remembered?.startsWith('/') ? remembered : '/dashboard'} replace />;
  return children;
}

/** While the stored session is being read nothing is rendered (spec 01 §2). */
export function WhenSessionKnown({ children }: { children: ReactNode }) {
  const status = useSelector(useSessionActor(), selectSessionStatus);
  return status === 'undetermined' ? null : children;
}
