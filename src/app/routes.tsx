import { Navigate, type RouteObject } from 'react-router-dom';
import { loadDesignerScreen } from './designer-chunk';
import { RequireSignedIn, RequireSignedOut } from './guards';

type LazyScreen = () => Promise<{ default: React.ComponentType }>;

/** Each screen is its own chunk, so the landing and sign-in pages never load the designer. */
const lazyScreen = (load: LazyScreen): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const signedIn = (path: string, load: LazyScreen): RouteObject => ({
  path,
  lazy: async () => {
    const Screen = (await load()).default;
    return {
      Component: () => (
        <RequireSignedIn>
          <Screen />
        </RequireSignedIn>
      ),
    };
  },
});

/** A full-window tool (the designer): no footer, the page never scrolls (LayoutScreen reads it). */
export const fullWindowRoute = { fullWindow: true } as const;

/**
 * What shows while a full page load fetches the matched screen's chunk: nothing to look at (the
 * chunk arrives in a blink), but screen readers hear that the page is loading. Without one, the
 * router warns ("No `HydrateFallback` element provided") on every full load.
 */
function PageLoading() {
  return (
    <p role="status" className="visually-hidden">
      Loading...
    </p>
  );
}

export interface RouteHooks {
  /** The designer's route matched: its sequence can be fetched while its chunks load. */
  onDesignerRoute: (slug: string) => void;
}

const screens = ({ onDesignerRoute }: RouteHooks): RouteObject[] => [
  { path: '/', ...lazyScreen(() => import('./screens/LandingScreen')) },
  { path: '/home', ...lazyScreen(() => import('./screens/LandingScreen')) },
  {
    path: '/login',
    lazy: async () => {
      const Screen = (await import('./screens/LoginScreen')).default;
      return { Component: () => <RequireSignedOut><Screen /></RequireSignedOut> };
    },
  },
  {
    path: '/register',
    lazy: async () => {
      const Screen = (await import('./screens/RegisterScreen')).default;
      return { Component: () => <RequireSignedOut><Screen /></RequireSignedOut> };
    },
  },
  {
    path: '/forgot-password',
    lazy: async () => {
      const Screen = (await import('./screens/ForgotPasswordScreen')).default;
      return { Component: () => <RequireSignedOut><Screen /></RequireSignedOut> };
    },
  },
  // Open to everyone: someone still signed in somewhere may have forgotten the password all the same;
  // the reset ends that session too (D82).
  { path: '/reset-password', ...lazyScreen(() => import('./screens/ResetPasswordScreen')) },
  {
    ...lazyScreen(() => import('./screens/LayoutScreen')),
    children: [
      { path: '/about-us', ...lazyScreen(() => import('./screens/AboutScreen')) },
      { path: '/documents/:slug', ...lazyScreen(() => import('./screens/DocsScreen')) },
      signedIn('/dashboard', () => import('./screens/DashboardScreen')),
      signedIn('/profile', () => import('./screens/ProfileScreen')),
      signedIn('/subscriptions', () => import('./screens/SubscriptionsScreen')),
      signedIn('/change-password', () => import('./screens/ChangePasswordScreen')),
      signedIn('/my-bots', () => import('./screens/MyBotsScreen')),
      signedIn('/payment', () => import('./screens/PaymentScreen')),
      signedIn('/checkout', () => import('./screens/CheckoutScreen')),
      signedIn('/payment-history', () => import('./screens/PaymentHistoryScreen')),
      signedIn('/credentials', () => import('./screens/CredentialsScreen')),
      signedIn('/api-keys', () => import('./screens/ApiKeysScreen')),
      signedIn('/sales', () => import('./screens/SalesScreen')),
      signedIn('/insights', () => import('./screens/InsightsScreen')),
      signedIn('/marketplace', () => import('./screens/MarketplaceScreen')),
      signedIn('/marketplace/:slug', () => import('./screens/MarketplaceBotScreen')),
      signedIn('/sequences', () => import('./screens/SequencesScreen')),
      signedIn('/sequences/add-sequence', () => import('./screens/AddSequenceScreen')),
      {
        ...signedIn('/sequences/:slug', loadDesignerScreen),
        handle: fullWindowRoute,
        // Not awaited: the router renders as soon as the chunks are in; the designer takes the answer.
        loader: ({ params }) => {
          if (params.slug) onDesignerRoute(params.slug);
          return null;
        },
        // Only a new sequence is worth fetching ahead; the open designer keeps its own.
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.slug !== nextParams.slug,
      },
    ],
  },
  // Unknown paths go home without a message (spec 01 §2).
  { path: '*', element: <Navigate to="/" replace /> },
];

// One pathless root, so every lazy screen below it has the same hydration fallback.
export const createRoutes = (hooks: RouteHooks): RouteObject[] => [{ HydrateFallback: PageLoading, children: screens(hooks) }];
