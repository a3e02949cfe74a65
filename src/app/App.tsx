import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SessionActorContext } from '../views/session/session-actor-context';
import { ToastRegion } from '../views/toast/ToastRegion';
import type { AppSystem } from './app-system';
import { AppSystemContext } from './app-system-context';
import { WhenSessionKnown } from './guards';
import { createRoutes } from './routes';
import { prefetchSequence } from '../services/sequence-prefetch';

export function App({ system }: { system: AppSystem }) {
  const router = useMemo(() => createBrowserRouter(createRoutes({ onDesignerRoute: (slug) => prefetchSequence(system.api, slug) })), [system]);
  return (
    <AppSystemContext.Provider value={system}>
      <SessionActorContext.Provider value={system.session}>
        <WhenSessionKnown>
          <RouterProvider router={router} />
        </WhenSessionKnown>
        <ToastRegion actor={system.toasts} />
      </SessionActorContext.Provider>
    </AppSystemContext.Provider>
  );
}
