import './toolsCatalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { conversationKeys, fetchMessages } from '../conversationQueries.ts';
import { MessageByline } from './MessageByline.tsx';

/**
 * One previous conversation's latest messages, read in place or side by side (the conversation screen's request;
 * `tall`: the side sheet's height, not the panel's).
 */
export const PreviousThread = ({ accountId, id, tall = false }: { accountId: number; id: number; tall?: boolean }) => {
  const { t } = useTranslation();
  const messages = useQuery({
    queryKey: [...conversationKeys.messages(accountId, id), 'preview'],
    queryFn: () => fetchMessages(accountId, id),
  });
  if (messages.isPending) return <p className="text-xs text-slate-500">{t('conversations.loading')}</p>;
  const list = messages.data ?? [];
  if (!list.length) return <p className="text-xs text-slate-500">{t('conversationTools.previous.empty')}</p>;
  return (
    <ol
      className={`${tall ? '' : 'max-h-72 overflow-y-auto '}space-y-1.5 rounded-md bg-slate-50 p-2 dark:bg-slate-800/60`}
    >
      {list.map((m) => (
        <li key={m.id} className={tall ? 'text-sm' : 'text-xs'}>
          {m.message_type === 2 ? (
            <p dir="auto" className="text-center text-slate-500 italic dark:text-slate-400">
              {m.content}
            </p>
          ) : (
            <>
              <MessageByline message={m} />
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
