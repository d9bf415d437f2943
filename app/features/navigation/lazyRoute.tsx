import type { ReactNode } from 'react';
import type { NonIndexRouteObject } from 'react-router';
import type { TLazyPage } from './lazyPage.ts';
import { PageLoadError } from './PageLoadError.tsx';

/**
 * The route part of a page that loads on first visit: React Router keeps the current screen until the chunk
 * is in (NavigationProgress shows a spinner when that takes a while). A chunk that cannot be fetched (offline,
 * or replaced by a deploy) becomes the error screen inside the shell — a rejected `lazy` would leave the
 * outlet empty — and so does a page that throws while rendering.
 */
export const lazyRoute = (
  page: TLazyPage,
  wrap: (page: ReactNode) => ReactNode,
): Pick<NonIndexRouteObject, 'errorElement' | 'lazy'> => ({
  errorElement: <PageLoadError />,
  lazy: async () => {
    try {
      const render = await page.load();
      return { element: wrap(render()) };
    } catch {
      return { element: <PageLoadError /> };
    }
  },
});
