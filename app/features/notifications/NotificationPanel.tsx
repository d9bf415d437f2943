import { langWhereDifferent, NOTIFICATION_TITLE_LANGUAGE } from '../../../common/serverTextLanguage.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { NOTIFICATION_EVENTS, trackEvent } from '../../lib/analytics.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { relativeTime } from '../../lib/timeFormat.ts';
import { pathTo } from '../navigation/index.ts';
import { notificationKeys } from './notificationQueries.ts';
import {
  conversationIdOf,
  fetchNotificationPage,
  lastPageOf,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPageKey,
  type TNotification,
} from './notificationPanelQueries.ts';

/**
 * Part 2 §2 "Notification panel": unread notifications 15 a page with first/previous/next/last,
 * mark all done, a shortcut to the notification settings, and "all notifications" on the last page.
 */
export const NotificationPanel = ({
  accountId,
  onClose,
  mode = 'unread',
}: {
  accountId: number;
  onClose?: () => void;
  /** The panel lists unread ones; the notifications page lists all. */
  mode?: 'unread' | 'all';
}) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: notificationPageKey(accountId, page, mode === 'all'),
    queryFn: () => fetchNotificationPage(accountId, page, mode === 'all'),
  });
  const unread = query.data?.meta.unread_count ?? 0;
  const total = query.data?.meta.count ?? 0;
  const last = mode === 'all' ? lastPageOf(total) : lastPageOf(unread);
  const items = (query.data?.payload ?? []).filter((n) => mode === 'all' || n.read_at === null);
  const refresh = () => qc.invalidateQueries({ queryKey: notificationKeys.all(accountId) });

  const open = async (n: TNotification) => {
    const id = conversationIdOf(n);
    try {
      await markNotificationRead(accountId, n.id);
      void refresh();
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    }
    if (id) {
      trackEvent(NOTIFICATION_EVENTS.openConversation, { notificationType: n.notification_type, from: 'panel' });
      onClose?.();
      void navigate(pathTo(accountId, 'inbox_conversation', { conversation_id: id }));
    }
  };
  const readAll = async () => {
    try {
      await markAllNotificationsRead(accountId);
      trackEvent(NOTIFICATION_EVENTS.markAllRead, { unreadCount: unread });
      await refresh();
    } catch (err) {
      toast.show(apiErrorMessage(err, t), 'error');
    }
  };
  const pager = (
    label: string,
    icon: 'chevronLeft' | 'chevronRight',
    to: number,
    disabled: boolean,
    double = false,
  ) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => setPage(to)}
      className="flex rounded-md p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800"
    >
      <Icon name={icon} className="size-4 rtl:rotate-180" />
      {double ? <Icon name={icon} className="-ms-2.5 size-4 rtl:rotate-180" /> : null}
    </button>
  );
  return (
    <section aria-label={t('notificationPanel.title')} className="flex max-h-[80vh] w-full flex-col">
      {/* In the bell's side sheet the dialog's Close button sits at the top end: keep clear of it. */}
      <header
        className={`flex items-center gap-2 border-b border-slate-200 py-3 ps-4 dark:border-slate-800 ${onClose ? 'pe-14' : 'pe-4'}`}
      >
        <h2 className="flex-1 text-sm font-semibold text-slate-900 dark:text-white">
          {t('notificationPanel.title')}{' '}
          <span className="ms-1 rounded-full bg-slate-100 px-1.5 text-xs dark:bg-slate-800">{unread}</span>
        </h2>
        <Button size="sm" variant="ghost" disabled={unread === 0} onClick={() => void readAll()}>
          {t('notificationPanel.markAllDone')}
        </Button>
        <button
          type="button"
          aria-label={t('notificationPanel.settings')}
          title={t('notificationPanel.settings')}
          onClick={() => {
            onClose?.();
            void navigate(`${pathTo(accountId, 'profile_settings_index')}#notifications`);
          }}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Icon name="settings" className="size-4" />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <div className="flex justify-center p-6">
            <Spinner label={t('notificationPanel.loading')} />
          </div>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-500">{t('notificationPanel.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {items.map((n) => {
              const convId = conversationIdOf(n);
              const assignee = n.primary_actor?.meta?.assignee;
              return (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => void open(n)}
                    className="flex w-full gap-3 px-4 py-3 text-start hover:bg-slate-50 dark:hover:bg-slate-800/60"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center gap-2 text-xs text-slate-500">
                        <span className="font-semibold text-slate-700 dark:text-slate-200">
                          {convId
                            ? t('notificationPanel.conversation', { id: convId })
                            : t('notificationPanel.deleted')}
                        </span>
                        <span className="rounded bg-slate-100 px-1 dark:bg-slate-800">
                          {t(`notificationPanel.types.${n.notification_type}`, { defaultValue: n.notification_type })}
                        </span>
                      </span>
                      <span
                        dir="auto"
                        lang={langWhereDifferent(NOTIFICATION_TITLE_LANGUAGE, i18n.language)}
                        className="mt-1 line-clamp-2 block text-sm text-slate-800 dark:text-slate-100"
                      >
                        {n.push_message_title}
                      </span>
                      <span className="mt-1 block text-xs text-slate-400">
                        {relativeTime(n.last_activity_at ?? n.created_at, i18n.language)}
                      </span>
                    </span>
                    {assignee?.name ? <Avatar name={assignee.name} src={assignee.thumbnail} size="sm" /> : null}
                    {n.read_at === null ? (
                      <span
                        role="img"
                        className="mt-1.5 size-2 shrink-0 rounded-full bg-woot-500"
                        aria-label={t('notificationPanel.unread')}
                      />
                    ) : (
                      <span className="size-2 shrink-0" />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <footer className="flex items-center gap-1 border-t border-slate-200 px-3 py-2 dark:border-slate-800">
        {pager(t('notificationPanel.first'), 'chevronLeft', 1, page <= 1, true)}
        {pager(t('notificationPanel.previous'), 'chevronLeft', page - 1, page <= 1)}
        <span className="px-1 text-xs text-slate-500">{t('notificationPanel.pageOf', { page, last })}</span>
        {pager(t('notificationPanel.next'), 'chevronRight', page + 1, page >= last)}
        {pager(t('notificationPanel.last'), 'chevronRight', last, page >= last, true)}
        {page >= last && mode === 'unread' ? (
          <Button
            size="sm"
            variant="secondary"
            className="ms-auto"
            onClick={() => {
              onClose?.();
              void navigate(pathTo(accountId, 'notifications_index'));
            }}
          >
            {t('notificationPanel.all')}
          </Button>
        ) : null}
      </footer>
    </section>
  );
};
