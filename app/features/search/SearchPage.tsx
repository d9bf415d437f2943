import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { plainPreview } from '../editor/index.ts';
import { relativeTime } from '../../lib/timeFormat.ts';
import { pathTo } from '../navigation/index.ts';
import { snippetAround } from './highlight.ts';
import { Highlight } from './Highlight.tsx';
import { RecentSearches } from './RecentSearches.tsx';
import { useRecentSearches } from './useRecentSearches.ts';
import { SEARCH_KINDS, searchKeys, searchKind, type TSearchKind } from './searchQueries.ts';

type TTab = 'all' | TSearchKind;
const DEBOUNCE_MS = 300;

/** Search: contacts, conversations and messages fetched in parallel, in tabs, matches highlighted. */
export const SearchPage = () => {
  const { t, i18n } = useTranslation();
  const { account, user } = useCurrentAccount();
  const recent = useRecentSearches(user.id);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [input, setInput] = useState(q);
  const [tab, setTab] = useState<TTab>('all');
  useEffect(() => {
    const id = setTimeout(() => {
      if (input.trim() !== q) setParams(input.trim() ? { q: input.trim() } : {}, { replace: true });
    }, DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [input, q, setParams]);

  // The three kinds in parallel (part 2 §7 "Search").
  const enabled = q !== '';
  const opts = { enabled, staleTime: 30_000 };
  const contacts = useQuery({
    queryKey: searchKeys.kind(account.id, 'contacts', q),
    queryFn: () => searchKind(account.id, 'contacts', q),
    ...opts,
  });
  const conversations = useQuery({
    queryKey: searchKeys.kind(account.id, 'conversations', q),
    queryFn: () => searchKind(account.id, 'conversations', q),
    ...opts,
  });
  const messages = useQuery({
    queryKey: searchKeys.kind(account.id, 'messages', q),
    queryFn: () => searchKind(account.id, 'messages', q),
    ...opts,
  });
  const results = { contacts, conversations, messages };
  const count = (k: TSearchKind) => results[k].data?.length ?? 0;
  const show = (k: TSearchKind) => tab === 'all' || tab === k;
  const link = (id: number) => pathTo(account.id, 'inbox_conversation', { conversation_id: id });
  const section = 'rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6">
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t('search.title')}</h1>
      <form
        role="search"
        className="relative mt-4"
        onSubmit={(e) => {
          // Enter searches at once and keeps the query among the recent ones.
          e.preventDefault();
          const v = input.trim();
          if (v !== q) setParams(v ? { q: v } : {}, { replace: true });
          recent.add(v);
        }}
      >
        <Icon
          name="search"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          dir="auto"
          type="search"
          autoFocus
          value={input}
          onChange={(e) => setInput(e.target.value)}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          className="h-11 w-full rounded-lg border border-field bg-white ps-9 pe-3 text-sm focus:border-focus focus:ring-3 focus:ring-focus/30 focus:outline-none dark:bg-slate-900"
        />
      </form>
      {q ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabList label={t('search.tabs')} className="mt-4 flex gap-1 border-b border-slate-200 dark:border-slate-800">
            {(['all', ...SEARCH_KINDS] as TTab[]).map((k) => (
              <Tab
                key={k}
                value={k}
                className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === k ? 'border-woot-600 font-medium text-woot-700 dark:text-woot-300' : 'border-transparent text-slate-500'}`}
              >
                {t(`search.kinds.${k}`)}
                {k !== 'all' ? <span className="ms-1.5 text-xs text-slate-400">{count(k)}</span> : null}
              </Tab>
            ))}
          </TabList>
          {/* Opening a result keeps its query among the recent searches. */}
          <TabPanel value={tab}>
            <div
              className="mt-4 space-y-4"
              onClickCapture={(e) => {
                if (e.target instanceof Element && e.target.closest('a')) recent.add(q);
              }}
            >
              {show('contacts') ? (
                <section aria-label={t('search.kinds.contacts')} className={section}>
                  <h2 className="border-b border-slate-100 px-4 py-2 text-sm font-semibold dark:border-slate-800">
                    {t('search.kinds.contacts')}
                  </h2>
                  <Results state={contacts} empty={t('search.none')}>
                    {(contacts.data ?? []).map((ct) => (
                      <li key={ct.id}>
                        <Link
                          to={pathTo(account.id, 'contact_profile_dashboard', { contactId: ct.id })}
                          className="flex items-center gap-3 px-4 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800"
                        >
                          <Avatar name={ct.name || '?'} src={ct.thumbnail} size="sm" />
                          <span className="min-w-0">
                            <span dir="auto" className="block truncate text-sm font-medium">
                              <Highlight text={ct.name ?? ''} query={q} />
                            </span>
                            <span className="block truncate text-xs text-slate-500">
                              <Highlight text={[ct.email, ct.phone_number].filter(Boolean).join(' · ')} query={q} />
                            </span>
                          </span>
                        </Link>
                      </li>
                    ))}
                  </Results>
                </section>
              ) : null}
              {show('conversations') ? (
                <section aria-label={t('search.kinds.conversations')} className={section}>
                  <h2 className="border-b border-slate-100 px-4 py-2 text-sm font-semibold dark:border-slate-800">
                    {t('search.kinds.conversations')}
                  </h2>
                  <Results state={conversations} empty={t('search.none')}>
                    {(conversations.data ?? []).map((cv) => {
                      const who = cv.meta?.sender?.name ?? cv.contact?.name ?? '';
                      // The server puts the matching message here (the last one when the number or contact matched).
                      const shown = cv.messages?.[cv.messages.length - 1]?.content ?? '';
                      return (
                        <li key={cv.id}>
                          <Link
                            to={link(cv.id)}
                            className="block px-4 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800"
                          >
                            <span className="flex justify-between gap-2 text-sm font-medium">
                              <span dir="auto">
                                <Highlight text={`#${cv.id} ${who}`} query={q} />
                              </span>
                              <span className="text-xs font-normal text-slate-400">
                                {relativeTime(cv.last_activity_at ?? cv.created_at, i18n.language)}
                              </span>
                            </span>
                            {shown ? (
                              <span dir="auto" className="mt-0.5 block truncate text-xs text-slate-500">
                                <Highlight text={snippetAround(plainPreview(shown), q, 40)} query={q} />
                              </span>
                            ) : null}
                          </Link>
                        </li>
                      );
                    })}
                  </Results>
                </section>
              ) : null}
              {show('messages') ? (
                <section aria-label={t('search.kinds.messages')} className={section}>
                  <h2 className="border-b border-slate-100 px-4 py-2 text-sm font-semibold dark:border-slate-800">
                    {t('search.kinds.messages')}
                  </h2>
                  <Results state={messages} empty={t('search.none')}>
                    {(messages.data ?? []).map((m) => (
                      <li key={m.id}>
                        <Link
                          to={link(m.conversation_id)}
                          className="block px-4 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800"
                        >
                          <span className="flex justify-between gap-2 text-xs text-slate-500">
                            <span>
                              {t('search.inConversation', { id: m.conversation_id, name: m.sender?.name ?? '' })}
                            </span>
                            <span>{relativeTime(m.created_at, i18n.language)}</span>
                          </span>
                          <span dir="auto" className="mt-0.5 block text-sm">
                            <Highlight text={snippetAround(plainPreview(m.content ?? ''), q)} query={q} />
                          </span>
                        </Link>
                      </li>
                    ))}
                  </Results>
                </section>
              ) : null}
            </div>
          </TabPanel>
        </Tabs>
      ) : (
        <>
          {input.trim() ? null : (
            <RecentSearches
              items={recent.items}
              onPick={(v) => {
                setInput(v);
                setParams({ q: v }, { replace: true });
                recent.add(v);
              }}
              onClear={recent.clear}
            />
          )}
          <p className="mt-8 text-center text-sm text-slate-500 dark:text-slate-400">{t('search.hint')}</p>
        </>
      )}
    </div>
  );
};

const Results = ({
  state,
  empty,
  children,
}: {
  state: { isPending: boolean; isError: boolean; data?: unknown[] } | undefined;
  empty: string;
  children: React.ReactNode;
}) => {
  const { t } = useTranslation();
  if (state?.isPending)
    return (
      <div className="flex justify-center p-4">
        <Spinner label={t('search.searching')} />
      </div>
    );
  if (state?.isError)
    return (
      <p role="alert" className="p-4 text-sm text-red-600">
        {t('search.failed')}
      </p>
    );
  if (!state?.data?.length) return <p className="p-4 text-sm text-slate-500">{empty}</p>;
  return <ul className="divide-y divide-slate-100 dark:divide-slate-800">{children}</ul>;
};
