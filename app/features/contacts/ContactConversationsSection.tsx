import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactKeys, listContactConversations } from './contactsApi.ts';

/** The contact's conversations the member may see, each linking to the conversation. */
export const ContactConversationsSection = ({ accountId, contactId }: { accountId: number; contactId: number }) => {
  const { t, i18n } = useTranslation();
  const convs = useQuery({
    queryKey: contactKeys.conversations(accountId, contactId),
    queryFn: () => listContactConversations(accountId, contactId),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (convs.data?.length === 0)
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('contactsPage.conversations.none')}</p>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {convs.data?.map((c) => (
        <li key={c.id}>
          <Link
            to={`/accounts/${accountId}/conversations/${c.id}`}
            className="flex items-center justify-between gap-3 py-2.5 text-sm hover:text-woot-600"
          >
            <span className="min-w-0">
              <span className="font-medium text-slate-900 dark:text-white">#{c.id}</span>{' '}
              <span className="truncate text-slate-500 dark:text-slate-400">{c.messages[0]?.content ?? ''}</span>
            </span>
            <span className="flex shrink-0 items-center gap-2 text-xs text-slate-500">
              <span className="rounded bg-slate-100 px-1.5 py-0.5 dark:bg-slate-800">
                {t(`contactsPage.conversations.status.${c.status}`, { defaultValue: c.status })}
              </span>
              {c.last_activity_at ? when.format(c.last_activity_at * 1000) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
