import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';

/** How long a navigation may wait for a page's chunk before a spinner says so. */
export const SPINNER_DELAY_MS = 200;

/**
 * Wraps every route. While a page's chunk loads the router keeps the current page (and the shell) on screen;
 * past SPINNER_DELAY_MS a small spinner shows in the corner, so a quick load never flashes anything.
 */
export const NavigationProgress = () => {
  const { t } = useTranslation();
  const isLoading = useNavigation().state === 'loading';
  const [isSlow, setIsSlow] = useState(false);
  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => setIsSlow(true), SPINNER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setIsSlow(false);
    };
  }, [isLoading]);
  return (
    <>
      <Outlet />
      {isLoading && isSlow ? (
        <div
          role="status"
          className="pointer-events-none fixed end-3 top-3 z-50 rounded-full bg-white p-1.5 text-woot-600 shadow-md ring-1 ring-slate-200 dark:bg-slate-800 dark:text-woot-300 dark:ring-slate-700"
        >
          <Spinner className="size-4" label={t('common.loading')} />
        </div>
      ) : null}
    </>
  );
};
