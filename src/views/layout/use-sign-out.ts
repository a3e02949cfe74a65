import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectIsLeaving } from '../../machines/session/session.selectors';
import { useSessionActor } from '../session/session-actor-context';

/**
 * Logout ends the session and goes to / (spec 02 §2). The session machine stays signed in while it
 * is leaving, and ends only once / is on screen: the router commits a navigation in a transition,
 * so ending it earlier lets the protected page still showing send its guard to /login. / lies
 * outside the layout, so the layout leaving is that moment; where the layout stays (stories,
 * tests) arriving at / is.
 */
export function useSignOut(): () => void {
  const session = useSessionActor();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leaving = useSelector(session, selectIsLeaving);

  useEffect(() => {
    if (leaving && pathname === '/') session.send({ type: 'session.left' });
  }, [leaving, pathname, session]);
  useEffect(
    () => () => {
      if (selectIsLeaving(session.getSnapshot())) session.send({ type: 'session.left' });
    },
    [session],
  );

  return useCallback(() => {
    session.send({ type: 'session.signOut' });
    void navigate('/');
  }, [session, navigate]);
}
