import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { unreadBadge } from '../navigation/index.ts';
import { useUnreadCount, loadNotificationPanel } from '../notifications/index.ts';

// The panel loads when the bell is first opened.
const NotificationPanel = lazy(() => loadNotificationPanel().then((m) => ({ default: m.NotificationPanel })));

/** The bell: unread notifications of this account (99+ from 100 on); opens the notification panel. */
export const NotificationBell = ({ isActive, onNavigate }: { isActive: boolean; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const count = useUnreadCount(account.id).data ?? 0;
  const [open, setOpen] = useState(false);
  const badge = unreadBadge(count);
  const label = t('shell.notifications');
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={badge ? `${label} (${badge})` : label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-current={isActive ? 'page' : undefined}
        className={`group relative flex size-10 items-center justify-center rounded-lg transition-colors ${
          isActive || open
            ? 'bg-woot-50 text-woot-600 dark:bg-woot-500/15 dark:text-woot-300'
            : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100'
        }`}
      >
        <Icon name="bell" className="size-5" />
        {badge ? (
          <span className="absolute -end-1 -top-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white ring-2 ring-white dark:ring-slate-900">
            {badge}
          </span>
        ) : null}
      </button>
      <Modal show={open} onClose={close} type="right-aligned" label={label}>
        <Suspense fallback={null}>
          <NotificationPanel
            accountId={account.id}
            onClose={() => {
              close();
              onNavigate?.();
            }}
          />
        </Suspense>
      </Modal>
    </>
  );
};
