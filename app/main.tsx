import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from './components/ToastProvider.tsx';
import { prefetchPage, RoutePrefetchContext } from './features/navigation/index.ts';
import { applyAppearance, storedAppearance, watchSystemAppearance } from './lib/appearance.ts';
import { api } from './lib/api.ts';
import { initI18n } from './lib/i18n.ts';
import { queryClient } from './lib/queryClient.ts';
import { PAGES } from './pages.tsx';
import { router } from './router.tsx';
import './styles.css';

const prefetchRoute = (routeName: string) => prefetchPage(PAGES[routeName]);

/** The installation's runtime config, from the query cache the login page and banners fill (key: auth's installation). */
const errorReportingOn = () =>
  queryClient
    .fetchQuery({
      queryKey: ['installation'],
      queryFn: () => api<{ error_reporting?: boolean }>('/api/v1/installation', { contract: 'installation' }),
      staleTime: 60_000,
    })
    .then((i) => i.error_reporting === true);

/** An uncaught error loads the reporter (lib/errorReporting.ts) and hands it the event. */
const reportLater = (e: Event) =>
  void import('./lib/errorReporting.ts').then((m) => m.reportEvent(e, errorReportingOn));

const start = async () => {
  window.addEventListener('error', reportLater);
  window.addEventListener('unhandledrejection', reportLater);
  applyAppearance(storedAppearance());
  // Every screen follows the system's light/dark change while the choice is "system" (the sign-in and two-factor
  // enrolment screens too, which have no appearance menu).
  watchSystemAppearance();
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RoutePrefetchContext value={prefetchRoute}>
            <RouterProvider router={router} />
          </RoutePrefetchContext>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
};

void start();
