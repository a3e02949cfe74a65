import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SessionActorContext } from '../views/session/session-actor-context';
import { ToastRegion } from '../views/toast/ToastRegion';
import { WhenSessionKnown } from './guards';
import { routes } from './routes';
import { sessionActor } from './session-actor';
import { toastActor } from './toast-actor';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <SessionActorContext.Provider value={sessionActor}>
      <WhenSessionKnown>
        <RouterProvider router={router} />
      </WhenSessionKnown>
      <ToastRegion actor={toastActor} />
    </SessionActorContext.Provider>
  );
}
