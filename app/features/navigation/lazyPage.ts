import type { ReactNode } from 'react';
import { withLaterCatalogue } from '../../lib/i18n.ts';

/** A page drawn from its module once the module's chunk has loaded. */
export type TRenderPage = () => ReactNode;

/** A page whose module loads on first visit (or on a prefetch); see app/pages.tsx. */
export interface TLazyPage {
  /** Imports the page's chunk once; a failed import is tried again on the next call. */
  load: () => Promise<TRenderPage>;
}

/**
 * `lazyPage(() => import('./features/x/XPage.tsx'), (m) => <m.XPage />)` — the import stays a literal so the
 * bundler gives the module its own chunk; `render` is the old static entry with `m.` in front.
 */
export const lazyPage = <TModule>(importer: () => Promise<TModule>, render: (m: TModule) => ReactNode): TLazyPage => {
  let loading: Promise<TRenderPage> | null = null;
  return {
    load: () => {
      loading ??= importer().then(
        (m) => () => render(m),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
};

/**
 * A settings page (or any page outside the conversation screen that reads the later sections): its chunk
 * and the English catalogue's later sections (app/lib/catalogueSections.ts), fetched side by side; the page
 * shows once both are in.
 */
export const settingsPage = <TModule>(importer: () => Promise<TModule>, render: (m: TModule) => ReactNode): TLazyPage =>
  lazyPage(() => withLaterCatalogue(importer()), render);

/** Starts loading a page's chunk without waiting for it; a failure here is silent (the visit reports it). */
export const prefetchPage = (page: TLazyPage | undefined) => {
  page?.load().catch(() => undefined);
};
