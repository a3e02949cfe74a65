import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionActor } from '../session/session-actor-context';

/**
 * Logout ends the session and goes to / (spec 02 §2). The session may only end once / is on
 * screen: the router commits a navigation in a transition, so ending it earlier lets the
 * protected page still showing send its guard to /login. / lies outside the layout, so the
 * layout leaving is that moment; where the layout stays (stories, tests) arriving at / is.
 */
export function useSignOut(): () => void {
  const session = useSessionActor();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signingOut = useRef(false);

  const endSession = useCallback(() => {
    if (!signingOut.current) return;
    signingOut.current = false;
    session.send({ type: 'session.signOut' });
  }, [session]);

  useEffect(() => {
    if (pathname === '/') endSession();
  }, [pathname, endSession]);
  useEffect(() => endSession, [endSession]);

  return useCallback(() => {
    signingOut.current = true;
    void navigate('/');
  }, [navigate]);
}
