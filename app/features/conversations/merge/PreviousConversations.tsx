import './toolsCatalogue.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { relativeTime } from '../../../lib/timeFormat.ts';
import { pathTo } from '../../navigation/index.ts';
import type { TConversation } from '../conversationTypes.ts';
import { PreviousThread } from './PreviousThread.tsx';
import { SideBySideSheet } from './SideBySideSheet.tsx';

/**
 * The contact panel's previous conversations: each opens, expands in place to read its messages, or opens side
 * by side in a sheet (the current conversation, and its reply box's draft, stay as they are).
 */
export const PreviousConversations = ({
  accountId,
  conversations,
}: {
  accountId: number;
  conversations: TConversation[];
}) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const [beside, setBeside] = useState<TConversation | null>(null);
  const base = useId();
  return (
    <ul className="space-y-1.5">
      {conversations.map((x) => {
        const expanded = open === x.id;
        const panel = `${base}-${x.id}`;
        return (
          <li key={x.id}>
            <div className="flex items-center gap-1">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panel}
                aria-label={t('conversationTools.previous.show', { id: x.id })}
                title={t('conversationTools.previous.show', { id: x.id })}
                onClick={() => setOpen(expanded ? null : x.id)}
                className="rounded p-0.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <Icon name={expanded ? 'chevronDown' : 'chevronRight'} className="size-3.5 rtl:-scale-x-100" />
              </button>
              <Link
                to={pathTo(accountId, 'inbox_conversation', { conversation_id: x.id })}
                className="flex flex-1 justify-between gap-2 text-sm hover:underline"
              >
                <span>
                  {t('conversations.number', { id: x.id })} · {t(`conversations.status.${x.status}`)}
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {relativeTime(x.last_activity_at, i18n.language)}
                </span>
              </Link>
              <button
                type="button"
                aria-label={t('conversationTools.previous.sideBySide', { id: x.id })}
                title={t('conversationTools.previous.sideBySide', { id: x.id })}
                onClick={() => setBeside(x)}
                className="rounded p-0.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <Icon name="inboxView" className="size-3.5 rtl:-scale-x-100" />
              </button>
            </div>
            {expanded ? (
              <div id={panel} className="mt-1 ms-5">
                <PreviousThread accountId={accountId} id={x.id} />
              </div>
            ) : null}
          </li>
        );
      })}
      {conversations.length === 0 ? (
        <li className="text-xs text-slate-500 dark:text-slate-400">{t('conversations.panel.noPrevious')}</li>
      ) : null}
      {beside ? <SideBySideSheet accountId={accountId} conversation={beside} onClose={() => setBeside(null)} /> : null}
    </ul>
  );
};
