import { useTranslation } from 'react-i18next';
import type { TNotification } from '../../../common/contracts/responses/notifications.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Icon } from '../../components/Icon.tsx';
import { MenuItem } from '../../components/MenuItem.tsx';
import { MenuSeparator } from '../../components/MenuSeparator.tsx';
import { MenuPopover, snoozeUntil } from '../conversations/index.ts';
import { relativeTime } from '../../lib/timeFormat.ts';
import { conversationIdOf } from './notificationPanelQueries.ts';
import { langWhereDifferent, NOTIFICATION_TITLE_LANGUAGE } from '../../../common/serverTextLanguage.ts';

/** Snoozing a notification: a time always (there is no "until next reply" for a notification). */
const SNOOZE_CHOICES = ['oneHour', 'tomorrow', 'nextWeek', 'nextMonth'] as const;

export interface TInboxViewItemActions {
  onOpen: () => void;
  onToggleRead: () => void;
  onSnooze: (until: Date) => void;
  onDelete: () => void;
  /** Up / Down on the item: the neighbour opens. */
  onStep: (by: 1 | -1) => void;
}

/** One notification in the inbox view: opens its conversation; a menu snoozes, marks (un)read, deletes. */
export const InboxViewItem = ({
  notification: n,
  active,
  actions,
}: {
  notification: TNotification;
  active: boolean;
  actions: TInboxViewItemActions;
}) => {
  const { t, i18n } = useTranslation();
  const convId = conversationIdOf(n);
  const unread = n.read_at === null;
  const assignee = n.primary_actor?.meta?.assignee;
  const senderName: unknown = n.primary_actor?.meta?.sender?.name;
  // Listed while snoozed only when snoozed ones are shown; the reopen job clears it when due.
  const snoozed = n.snoozed_until !== null;
  return (
    <li
      className={`group relative flex items-start gap-1 border-b border-slate-100 pe-2 dark:border-slate-800 ${
        active ? 'bg-woot-50 dark:bg-slate-800' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60'
      }`}
    >
      <button
        type="button"
        data-notification-id={n.id}
        aria-current={active ? 'true' : undefined}
        onClick={actions.onOpen}
        onKeyDown={(e) => {
          if (e.altKey || e.ctrlKey || e.metaKey) return;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            actions.onStep(e.key === 'ArrowDown' ? 1 : -1);
          }
        }}
        className="flex min-w-0 flex-1 gap-3 py-3 ps-4 text-start outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset"
      >
        <span className="mt-1.5 flex w-2 shrink-0 justify-center">
          {unread ? (
            <span role="img" aria-label={t('inboxView.unread')} className="size-2 rounded-full bg-woot-500" />
          ) : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2 text-xs">
            <span
              className={`truncate ${unread ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-300'}`}
            >
              {(typeof senderName === 'string' && senderName) ||
                (convId ? t('notificationPanel.conversation', { id: convId }) : t('notificationPanel.deleted'))}
            </span>
            <span className="shrink-0 text-slate-500 dark:text-slate-400">{convId ? `#${convId}` : ''}</span>
            <span className="ms-auto shrink-0 text-slate-500 dark:text-slate-400">
              {relativeTime(n.last_activity_at, i18n.language)}
            </span>
          </span>
          <span
            dir="auto"
            lang={langWhereDifferent(NOTIFICATION_TITLE_LANGUAGE, i18n.language)}
            className={`mt-1 line-clamp-2 block text-sm ${unread ? 'text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-300'}`}
          >
            {n.push_message_title}
          </span>
          <span className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs">
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700 dark:bg-slate-700 dark:text-slate-200">
              {t(`notificationPanel.types.${n.notification_type}`, { defaultValue: n.notification_type })}
            </span>
            {snoozed ? (
              <span className="flex items-center gap-1 text-slate-600 dark:text-slate-300">
                <Icon name="clock" className="size-3.5" />
                {t('inboxView.snoozedUntil', {
                  time: new Date(n.snoozed_until ?? '').toLocaleString(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })}
              </span>
            ) : null}
            {assignee?.name ? (
              <span className="ms-auto">
                <Avatar name={assignee.name} src={assignee.thumbnail} size="sm" />
              </span>
            ) : null}
          </span>
        </span>
      </button>
      <div className="pt-2">
        <MenuPopover
          label={t('inboxView.actionsFor', { title: n.push_message_title })}
          trigger={<Icon name="dots" className="size-4" />}
        >
          {(close) => (
            <>
              <MenuItem
                icon={unread ? 'check' : 'mailUnread'}
                onClick={() => {
                  close();
                  actions.onToggleRead();
                }}
              >
                {unread ? t('inboxView.markRead') : t('inboxView.markUnread')}
              </MenuItem>
              <MenuSeparator />
              {SNOOZE_CHOICES.map((p) => (
                <MenuItem
                  key={p}
                  icon="clock"
                  onClick={() => {
                    close();
                    actions.onSnooze(new Date((snoozeUntil(p, new Date()) ?? 0) * 1000));
                  }}
                >
                  {t(`inboxView.snooze.${p}`)}
                </MenuItem>
              ))}
              <MenuSeparator />
              <MenuItem
                icon="trash"
                tone="danger"
                onClick={() => {
                  close();
                  actions.onDelete();
                }}
              >
                {t('inboxView.delete')}
              </MenuItem>
            </>
          )}
        </MenuPopover>
      </div>
    </li>
  );
};
