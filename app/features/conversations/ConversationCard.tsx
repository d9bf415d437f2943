import { useTranslation } from 'react-i18next';
import { isPreviewMessage } from '../../../common/messagePreview.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { SlaBadge } from '../sla/index.ts';
import { Icon } from '../../components/Icon.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { useLabels } from '../labels/index.ts';
import type { TConversation } from './conversationTypes.ts';
import { plainPreview } from '../editor/index.ts';
import { snoozeLabel } from './snoozeLabel.ts';
import { relativeTime } from '../../lib/timeFormat.ts';

interface TProps {
  conversation: TConversation;
  inboxName: string | undefined;
  isActive: boolean;
  isSelected: boolean;
  selecting: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

const PRIORITY_TONE = {
  urgent: 'text-red-600 dark:text-red-400',
  high: 'text-orange-600 dark:text-orange-400',
  medium: 'text-amber-600 dark:text-amber-400',
  low: 'text-slate-500',
} as const;

/** One card: contact, inbox, last message, time, unread badge, labels, priority, assignee. */
export const ConversationCard = ({
  conversation: c,
  inboxName,
  isActive,
  isSelected,
  selecting,
  onToggle,
  onOpen,
}: TProps) => {
  const { t, i18n } = useTranslation();
  const { account } = useCurrentAccount();
  const labels = useLabels(account.id).data ?? [];
  const name = c.meta.sender?.name || t('conversations.unknownContact');
  // What a person wrote last (common/messagePreview.ts), never a bot prompt or a private note.
  const newest = c.messages[c.messages.length - 1];
  const last = c.last_non_activity_message ?? (newest && isPreviewMessage(newest) ? newest : undefined);
  const preview = last
    ? plainPreview(last.content ?? '') || (last.attachments?.length ? t('conversations.attachmentPreview') : '')
    : '';
  return (
    <div
      role="listitem"
      className={`group relative flex gap-3 border-b border-slate-100 px-4 py-3 dark:border-slate-800 ${isActive ? 'bg-woot-50 dark:bg-woot-950/50' : 'hover:bg-slate-50 dark:hover:bg-slate-800/50'}`}
    >
      <div className="relative shrink-0">
        <Avatar name={name} src={c.meta.sender?.thumbnail} />
        <input
          type="checkbox"
          checked={isSelected}
          onChange={onToggle}
          aria-label={t('conversations.select', { id: c.id })}
          className={`absolute -top-1 -start-1 size-4 ${selecting || isSelected ? '' : 'opacity-0 group-hover:opacity-100 focus:opacity-100'}`}
        />
      </div>
      <button
        type="button"
        onClick={onOpen}
        className="min-w-0 flex-1 text-start"
        aria-current={isActive ? 'page' : undefined}
      >
        <span className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
          <Icon name="inbox" className="size-3 shrink-0" />
          <span className="truncate">{inboxName ?? ''}</span>
          <SlaBadge conversation={c} />
          {c.priority ? (
            <span
              className={`ms-auto flex items-center gap-0.5 ${PRIORITY_TONE[c.priority]}`}
              title={t(`conversations.priority.${c.priority}`)}
            >
              <Icon name="alert" className="size-3" />
              <span className="sr-only">{t(`conversations.priority.${c.priority}`)}</span>
            </span>
          ) : null}
        </span>
        <span className="mt-0.5 flex items-baseline gap-2">
          <span
            dir="auto"
            className={`truncate text-sm ${c.unread_count > 0 ? 'font-semibold' : 'font-medium'} text-slate-900 dark:text-white`}
          >
            {name}
          </span>
          <span className="ms-auto shrink-0 text-xs text-slate-400">
            {relativeTime(c.last_activity_at ?? c.timestamp, i18n.language)}
          </span>
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span dir="auto" className="line-clamp-1 min-w-0 flex-1 text-sm text-slate-500 dark:text-slate-400">
            {last?.private ? <Icon name="lock" className="me-1 inline size-3" /> : null}
            {preview}
          </span>
          {c.unread_count > 0 ? (
            <span
              className="shrink-0 rounded-full bg-woot-600 px-1.5 text-[11px] font-semibold text-white"
              aria-label={t('conversations.unread', { count: c.unread_count })}
            >
              {c.unread_count > 9 ? '9+' : c.unread_count}
            </span>
          ) : null}
          {c.meta.assignee ? (
            <span title={t('conversations.assignedTo', { name: c.meta.assignee.name })} className="shrink-0">
              <Avatar
                name={c.meta.assignee.name}
                src={c.meta.assignee.thumbnail}
                size="sm"
                className="!size-5 !text-[9px]"
              />
            </span>
          ) : null}
        </span>
        {c.status === 'snoozed' ? (
          <span className="mt-1 flex items-center gap-1 text-xs text-amber-700 dark:text-amber-300">
            <Icon name="clock" className="size-3 shrink-0" />
            <span className="truncate">{snoozeLabel(c.snoozed_until, t, i18n.language, 'short')}</span>
          </span>
        ) : null}
        {c.labels.length ? (
          <span className="mt-1.5 flex flex-wrap gap-1">
            {c.labels.slice(0, 4).map((l) => (
              <span
                key={l}
                className="inline-flex items-center gap-1 rounded border border-slate-200 px-1.5 text-[11px] text-slate-600 dark:border-slate-700 dark:text-slate-300"
              >
                <span
                  className="size-1.5 rounded-full"
                  style={{ backgroundColor: labels.find((x) => x.title === l)?.color ?? '#94a3b8' }}
                />
                {l}
              </span>
            ))}
          </span>
        ) : null}
      </button>
    </div>
  );
};
