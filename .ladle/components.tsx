import '../src/styles/global.css';
import type { GlobalProvider } from '@ladle/react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Stories that render through StoryShell (src/views/layout/story-fixtures.tsx) bring their own router
 * and session. A story of a view that only needs router context for its links sets
 * `Story.meta = { routerPath: '/somewhere' }` and gets a MemoryRouter at that path here; a global
 * router for every story would clash with StoryShell's (React Router refuses nested routers).
 */
export const Provider: GlobalProvider = ({ children, storyMeta }) => {
  const routerPath: unknown = storyMeta?.routerPath;
  if (typeof routerPath !== 'string') return <>{children}</>;
  return <MemoryRouter initialEntries={[routerPath]}>{children}</MemoryRouter>;
};
