import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import type { TNetworkNotice } from './networkStatus.ts';

const DOT: Record<Exclude<TNetworkNotice, 'hidden'>, string> = {
  offline: 'bg-red-400',
  reconnecting: 'bg-amber-400 animate-pulse',
  reconnected: 'bg-emerald-400',
};

/** The connection notice (part 1 §4): offline with a refresh button, reconnecting, reconnected; dismissible. */
export const NetworkToast = ({ notice, onDismiss }: { notice: TNetworkNotice; onDismiss: () => void }) => {
  const { t } = useTranslation();
  if (notice === 'hidden') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[70] flex justify-center px-4">
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-auto flex w-fit max-w-[25rem] items-center gap-3 rounded-lg bg-slate-900 py-2 ps-3.5 pe-2 text-sm text-white shadow-lg ring-1 ring-black/5 dark:bg-slate-100 dark:text-slate-900"
      >
        <span className={`size-2 shrink-0 rounded-full ${DOT[notice]}`} aria-hidden="true" />
        <span>{t(`network.${notice}`)}</span>
        {notice === 'offline' ? (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded px-2 py-1 font-medium text-woot-300 hover:bg-white/10 dark:text-woot-600 dark:hover:bg-slate-900/10"
          >
            {t('network.refresh')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('common.dismiss')}
          className="rounded p-1 text-white/60 hover:text-white dark:text-slate-500 dark:hover:text-slate-900"
        >
          <Icon name="close" className="size-3.5" />
        </button>
      </div>
    </div>
  );
};
