import './toolsCatalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { clockTime, relativeTime } from '../../../lib/timeFormat.ts';
import { pathTo } from '../../navigation/index.ts';
import { conversationKeys, fetchMessages } from '../conversationQueries.ts';
import { displayNameOf, type TConversation } from '../conversationTypes.ts';

/** One previous conversation's latest messages, read in place (the same query the conversation screen uses). */
const Thread = ({ accountId, id }: { accountId: number; id: number }) => {
  const { t, i18n } = useTranslation();
  const messages = useQuery({
    queryKey: [...conversationKeys.messages(accountId, id), 'preview'],
    queryFn: () => fetchMessages(accountId, id),
  });
  if (messages.isPending) return <p className="text-xs text-slate-500">{t('conversations.loading')}</p>;
  const list = messages.data ?? [];
  if (!list.length) return <p className="text-xs text-slate-500">{t('conversationTools.previous.empty')}</p>;
  return (
    <ol className="max-h-72 space-y-1.5 overflow-y-auto rounded-md bg-slate-50 p-2 dark:bg-slate-800/60">
      {list.map((m) => (
        <li key={m.id} className="text-xs">
          {m.message_type === 2 ? (
            <p dir="auto" className="text-center text-slate-500 italic dark:text-slate-400">
              {m.content}
            </p>
          ) : (
            <>
              <p className="flex gap-1 text-slate-500 dark:text-slate-400">
                <span dir="auto" className="truncate font-medium text-slate-700 dark:text-slate-200">
                  {m.sender ? displayNameOf(m.sender) : ''}
                </span>
                <span className="ms-auto shrink-0">{clockTime(m.created_at, i18n.language)}</span>
              </p>
              <p dir="auto" className="break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
                {m.content}
              </p>
            </>
          )}
        </li>
      ))}
    </ol>
  );
};

/** The contact panel's previous conversations: each opens, or expands in place to read its messages. */
export const PreviousConversations = ({
  accountId,
  conversations,
}: {
  accountId: number;
  conversations: TConversation[];
}) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
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
            </div>
            {expanded ? (
              <div id={panel} className="mt-1 ms-5">
                <Thread accountId={accountId} id={x.id} />
              </div>
            ) : null}
          </li>
        );
      })}
      {conversations.length === 0 ? (
        <li className="text-xs text-slate-500 dark:text-slate-400">{t('conversations.panel.noPrevious')}</li>
      ) : null}
    </ul>
  );
};
