import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { withLaterCatalogue } from '../../lib/i18n.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs.tsx';
import { useInboxes } from '../inboxes/index.ts';
import { pathTo } from '../navigation/index.ts';
import { useTeams } from '../teams/index.ts';
import type { TRouteState } from './conversationRoutes.ts';
import { ASSIGNEE_TABS, type TAssigneeTab, type TFilterRow, type TListFilters } from './conversationTypes.ts';
import { BulkActionsBar } from './BulkActionsBar.tsx';
import { ConversationCard } from './ConversationCard.tsx';
import { ListControls } from './ListControls.tsx';
import type { useConversationList } from './useConversationList.ts';
import { SKIP_TARGETS } from '../orientation/index.ts';

// Loads when first opened: the conversation screen does not wait for it.
// The filter dialog's words are in the catalogue's later part (LATER_GROUPS): it loads with them.
const FilterModal = lazy(() =>
  withLaterCatalogue(import('./FilterModal.tsx')).then((m) => ({ default: m.FilterModal })),
);

interface TProps {
  accountId: number;
  title: string | undefined;
  /** The open folder (a saved filter), which the pane offers to edit. */
  folder?: { id: number; name: string } | undefined;
  folderRows?: TFilterRow[] | undefined;
  state: TRouteState;
  filters: TListFilters;
  list: ReturnType<typeof useConversationList>;
  tab: TAssigneeTab;
  onTab: (tab: TAssigneeTab) => void;
  onStatus: (s: TListFilters['status']) => void;
  onSort: (s: TListFilters['sortBy']) => void;
  applied: TFilterRow[];
  onApply: (rows: TFilterRow[]) => void;
  activeId: number | undefined;
  onOpen: (id: number) => void;
}

const COUNT_OF = { me: 'mine_count', unassigned: 'unassigned_count', all: 'all_count' } as const;

/** The list pane: title, tabs with counts, status/sort/filter controls, cards, infinite scroll, bulk bar. */
export const ConversationListPane = (p: TProps) => {
  const { t } = useTranslation();
  const inboxes = useInboxes(p.accountId).data ?? [];
  const teams = useTeams(p.accountId).data ?? [];
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [filterOpen, setFilterOpen] = useState(false);
  const [editingFolder, setEditingFolder] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const { list } = p;

  const title =
    p.state.routes.view === 'inbox'
      ? (inboxes.find((i) => i.id === p.state.inboxId)?.name ?? t('conversations.title'))
      : p.state.routes.view === 'label'
        ? `#${p.state.label ?? ''}`
        : p.state.routes.view === 'team'
          ? (teams.find((x) => x.id === p.state.teamId)?.name ?? t('conversations.title'))
          : p.state.routes.view === 'folder'
            ? (p.title ?? t('conversations.title'))
            : t(`conversations.views.${p.state.routes.view}`);

  // Infinite scroll: the sentinel under the last card asks for the next page.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(node);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const hasFilter = p.applied.length > 0;

  return (
    <section
      id={SKIP_TARGETS.list}
      aria-label={t('conversations.listRegion')}
      className="flex w-full max-w-[22rem] shrink-0 flex-col border-e border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-2 px-4 pt-4 pb-2">
        <h1 dir="auto" className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h1>
        {p.folder ? (
          <button
            type="button"
            onClick={() => setEditingFolder(true)}
            aria-label={t('conversations.filter.editFolder')}
            title={t('conversations.filter.editFolder')}
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <Icon name="pencil" className="size-4" />
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => setFilterOpen(true)}
          aria-label={t('conversations.filter.open')}
          aria-pressed={hasFilter}
          className={`relative rounded-md p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800 ${hasFilter ? 'text-woot-600 dark:text-woot-400' : 'text-slate-500'}`}
        >
          <Icon name="filter" className="size-4" />
          {hasFilter ? <span className="absolute end-1 top-1 size-1.5 rounded-full bg-woot-500" /> : null}
        </button>
        <ListControls filters={p.filters} onStatus={p.onStatus} onSort={p.onSort} />
      </div>
      <Link
        to={pathTo(p.accountId, 'search')}
        className="mx-4 mb-2 flex h-9 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm text-slate-600 hover:border-slate-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-focus dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-900"
      >
        <Icon name="search" className="size-4 shrink-0" />
        <span className="flex-1 truncate">{t('conversations.searchBox')}</span>
        {/* The shortcut (shortcuts.ts): shown, not read out — the help lists it. */}
        <kbd
          aria-hidden="true"
          className="rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-600 dark:border-slate-600 dark:text-slate-300"
        >
          /
        </kbd>
      </Link>
      {hasFilter ? (
        <div className="mx-4 mb-2 flex items-center justify-between rounded-md bg-woot-50 px-2 py-1 text-xs text-woot-800 dark:bg-woot-900/40 dark:text-woot-200">
          <span>{t('conversations.filter.applied', { count: p.applied.length })}</span>
          <button type="button" className="font-medium underline" onClick={() => p.onApply([])}>
            {t('conversations.filter.clear')}
          </button>
        </div>
      ) : null}
      <Tabs value={p.tab} onValueChange={p.onTab} className="contents">
        <TabList
          label={t('conversations.tabsLabel')}
          className="flex gap-1 border-b border-slate-200 px-3 dark:border-slate-800"
        >
          {ASSIGNEE_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              className={`-mb-px flex items-center gap-1.5 border-b-2 px-2 py-2 text-sm ${p.tab === tab ? 'border-woot-600 font-medium text-woot-700 dark:border-woot-400 dark:text-woot-300' : 'border-transparent text-slate-500 hover:text-slate-800 dark:hover:text-slate-200'}`}
            >
              {t(`conversations.tabs.${tab}`)}
              <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                {list.counts?.[COUNT_OF[tab]] ?? 0}
              </span>
            </Tab>
          ))}
        </TabList>
        {selected.size > 0 ? (
          <BulkActionsBar
            accountId={p.accountId}
            selected={[...selected]}
            allIds={list.conversations.map((c) => c.id)}
            onSelectAll={(all) => setSelected(new Set(all ? list.conversations.map((c) => c.id) : []))}
            onDone={() => setSelected(new Set())}
          />
        ) : null}
        <TabPanel value={p.tab} className="min-h-0 flex-1 overflow-y-auto" busy={list.isPending}>
          {list.isPending ? (
            <div className="flex justify-center p-6">
              <Spinner label={t('conversations.loading')} />
            </div>
          ) : list.conversations.length === 0 ? (
            <p className="p-6 text-center text-sm text-slate-500">{t('conversations.empty')}</p>
          ) : (
            // Only the cards sit in the list: a list holds list items and nothing else.
            <div role="list" aria-label={t('conversations.listLabel')}>
              {list.conversations.map((c) => (
                <ConversationCard
                  key={c.id}
                  conversation={c}
                  inboxName={inboxes.find((i) => i.id === c.inbox_id)?.name}
                  isActive={c.id === p.activeId}
                  isSelected={selected.has(c.id)}
                  selecting={selected.size > 0}
                  onToggle={() => toggle(c.id)}
                  onOpen={() => p.onOpen(c.id)}
                />
              ))}
            </div>
          )}
          <div ref={sentinel} className="h-4" />
          {isFetchingNextPage ? (
            <div className="flex justify-center p-3">
              <Spinner label={t('conversations.loadingMore')} />
            </div>
          ) : !hasNextPage && list.conversations.length > 0 ? (
            <p className="p-3 text-center text-xs text-slate-400">{t('conversations.end')}</p>
          ) : null}
        </TabPanel>
      </Tabs>
      {editingFolder && p.folder ? (
        <Suspense fallback={null}>
          <FilterModal
            accountId={p.accountId}
            initial={p.folderRows ?? []}
            folder={p.folder}
            onClose={() => setEditingFolder(false)}
            onApply={() => setEditingFolder(false)}
          />
        </Suspense>
      ) : null}
      {filterOpen ? (
        <Suspense fallback={null}>
          <FilterModal
            accountId={p.accountId}
            initial={p.applied}
            onClose={() => setFilterOpen(false)}
            onApply={(rows) => {
              p.onApply(rows);
              setFilterOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
};
