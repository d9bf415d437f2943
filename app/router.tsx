import type { ReactNode } from 'react';
import { createBrowserRouter, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { LoadingScreen } from './components/LoadingScreen.tsx';
import {
  AccountGuard,
  PageLoadError,
  NavigationProgress,
  lazyRoute,
  REDIRECTS,
  ROUTES,
  BuiltRoutesContext,
  RouteGate,
  SettingsHomeRedirect,
  type TRouteDef,
} from './features/navigation/index.ts';
import { AccountRedirect, RootRedirect } from './features/accounts/index.ts';
import { loadAccountLayout } from './features/shell/index.ts';
import { PAGES, PLACEHOLDER_PAGE } from './pages.tsx';
import { PublicPageTitle } from './features/orientation/index.ts';
import { InstallationBranding } from './features/auth/index.ts';
import { loadSuperAdminConsole } from './features/superAdmin/index.ts';

/** A named route: its page loads on first visit; a route without a page shows the placeholder. */
const pageRoute = (
  id: string,
  wrap: (page: ReactNode) => ReactNode = (page) => page,
): Omit<NonIndexRouteObject, 'path'> => {
  const page = PAGES[id];
  return { id, ...lazyRoute(page ?? PLACEHOLDER_PAGE, wrap) };
};

/** Routes with a page of their own; menus mark the others "soon" (navigation/builtRoutes.ts). */
const BUILT_ROUTES: ReadonlySet<string> = new Set(Object.keys(PAGES));

/** One route object per path (the spec names show_category and edit_category on the same path). */
const pageRoutes = (): RouteObject[] => {
  const seen = new Set<string>();
  return ROUTES.filter((r: TRouteDef) => {
    if (r.name === 'account_suspended' || seen.has(r.path)) return false;
    seen.add(r.path);
    return true;
  }).map((r) => ({
    path: r.path,
    handle: { name: r.name },
    ...pageRoute(r.name, (page) => <RouteGate route={r}>{page}</RouteGate>),
  }));
};

/** Route paths and names follow the spec (§2); everything sits under the /app base path. */
export const router = createBrowserRouter(
  [
    {
      element: (
        <BuiltRoutesContext value={BUILT_ROUTES}>
          <InstallationBranding />
          <PublicPageTitle />
          <NavigationProgress />
        </BuiltRoutesContext>
      ),
      // The first screen's chunks are loading: the same spinner the guards show while they ask the server.
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { path: '/', element: <RootRedirect /> },
        { path: '/login', ...pageRoute('login') },
        { path: '/auth/signup', ...pageRoute('auth_signup') },
        { path: '/auth/reset/password', ...pageRoute('auth_reset_password') },
        { path: '/auth/password/edit', ...pageRoute('auth_password_edit') },
        { path: '/auth/confirmation', ...pageRoute('auth_confirmation') },
        { path: '/no-accounts', ...pageRoute('no_accounts') },
        // The installation console (the server sends /super_admin here): its own tree, one lazy chunk.
        {
          path: '/super_admin/*',
          errorElement: <PageLoadError />,
          lazy: async () => ({ Component: (await loadSuperAdminConsole()).SuperAdminConsole }),
        },
        {
          path: '/accounts/:accountId',
          element: <AccountGuard />,
          children: [
            { path: 'suspended', handle: { name: 'account_suspended' }, ...pageRoute('account_suspended') },
            {
              // The shell (sidebars, banners, realtime) loads with the first page inside an account.
              lazy: async () => ({ Component: (await loadAccountLayout()).AccountLayout }),
              children: [
                { index: true, element: <AccountRedirect to="dashboard" /> },
                ...pageRoutes(),
                { path: 'settings', element: <SettingsHomeRedirect /> },
                ...REDIRECTS.map((r) => ({ path: r.path, element: <AccountRedirect to={r.to} /> })),
                // A route with no name goes to the dashboard (part 2 §2 "Navigation guard").
                { path: '*', element: <AccountRedirect to="dashboard" /> },
              ],
            },
          ],
        },
        { path: '*', element: <RootRedirect /> },
      ],
    },
  ],
  { basename: '/app' },
);
