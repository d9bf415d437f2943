import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from './components/ToastProvider.tsx';
import { prefetchPage, RoutePrefetchContext } from './features/navigation/index.ts';
import { applyAppearance, storedAppearance } from './lib/appearance.ts';
import { initI18n } from './lib/i18n.ts';
import { queryClient } from './lib/queryClient.ts';
import { PAGES } from './pages.tsx';
import { router } from './router.tsx';
import './styles.css';

const prefetchRoute = (routeName: string) => prefetchPage(PAGES[routeName]);

const start = async () => {
  applyAppearance(storedAppearance());
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
