import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TFilterCondition } from '../../../common/contracts/contactExtras.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { inputClass } from '../../components/fieldStyles.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { useCustomFilters } from '../customFilters/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { BulkActionsBar } from './BulkActionsBar.tsx';
import { ContactFilterDialog } from './ContactFilterDialog.tsx';
import { ContactsTable } from './ContactsTable.tsx';
import { CreateContactDialog } from './CreateContactDialog.tsx';
import { ExportContactsButton } from './ExportContactsButton.tsx';
import { ImportContactsDialog } from './ImportContactsDialog.tsx';
import { registerContactRealtime } from './contactRealtime.ts';
import type { TContactListSource } from './contactsApi.ts';
import { DEFAULT_SORT, SORT_OPTIONS } from './contactSorts.ts';
import { fromPayload } from './filterRows.ts';
import { useContactList } from './useContacts.ts';
import { CONTACTS_PER_PAGE } from '../../../common/contracts/contacts.ts';

type TDialog = 'create' | 'filter' | 'editSegment' | 'import' | null;

const payloadOf = (query: unknown): TFilterCondition[] =>
  typeof query === 'object' && query !== null && Array.isArray((query as { payload?: unknown }).payload)
    ? ((query as { payload: TFilterCondition[] }).payload ?? [])
    : [];

/** contacts_dashboard, contacts_segments_dashboard (a saved filter) and contacts_labels_dashboard (one label). */
export const ContactsPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const params = useParams();
  const segmentId = params.id ? Number(params.id) : null;
  const label = params.label ?? null;
  const segments = useCustomFilters(account.id, 'contact');
  const segment = segmentId ? segments.data?.find((s) => s.id === segmentId) : undefined;

  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [adHoc, setAdHoc] = useState<TFilterCondition[] | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<TDialog>(null);

  useEffect(() => registerContactRealtime(), []);
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  // Another segment or label drops an ad hoc filter.
  const routeKey = `${segmentId}|${label}`;
  const [seenRoute, setSeenRoute] = useState(routeKey);
  if (routeKey !== seenRoute) {
    setSeenRoute(routeKey);
    setAdHoc(null);
  }
  // A new view, search, sort or filter starts at page 1 with nothing selected.
  const viewKey = `${segmentId}|${label}|${q}|${sort}|${JSON.stringify(adHoc)}`;
  const [seenView, setSeenView] = useState(viewKey);
  if (viewKey !== seenView) {
    setSeenView(viewKey);
    setPage(1);
    setSelected(new Set());
  }

  const filterPayload = adHoc ?? (segment ? payloadOf(segment.query) : null);
  const source: TContactListSource = q
    ? { kind: 'search', q }
    : filterPayload?.length
      ? { kind: 'filter', payload: filterPayload }
      : label
        ? { kind: 'label', label }
        : { kind: 'all' };
  const waitingForSegment = segmentId !== null && !segment && !adHoc;
  const list = useContactList(account.id, { source, page, sort });
  const contacts = useMemo(() => list.data?.payload ?? [], [list.data]);
  const count = list.data?.meta.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / CONTACTS_PER_PAGE));

  const title = segment ? segment.name : label ? t('contactsPage.labelTitle', { label }) : t('contactsPage.title');
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((prev) => (contacts.every((c) => prev.has(c.id)) ? new Set() : new Set(contacts.map((c) => c.id))));

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            {segment ? (
              <Button
                variant="secondary"
                icon={<Icon name="pencil" className="size-4" />}
                onClick={() => setDialog('editSegment')}
              >
                {t('contactsPage.filter.editSegment')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              icon={<Icon name="upload" className="size-4" />}
              onClick={() => setDialog('import')}
            >
              {t('contactsPage.import.open')}
            </Button>
            <ExportContactsButton accountId={account.id} payload={filterPayload ?? undefined} />
            <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setDialog('create')}>
              {t('contactsPage.create.open')}
            </Button>
          </>
        }
      />
      <div className="space-y-4 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative min-w-[16rem] flex-1">
            <Icon
              name="search"
              className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-slate-400"
            />
            <input
              dir="auto"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('contactsPage.searchPlaceholder')}
              aria-label={t('contactsPage.search')}
              className={`${inputClass(false)} ps-9`}
            />
          </div>
          <div className="w-64 shrink-0">
            <select
              value={sort}
              onChange={(e) => setSort(e.target.value)}
              aria-label={t('contactsPage.sort.label')}
              className={`${inputClass(false)} pe-8`}
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(`contactsPage.sort.${o.desc ? 'desc' : 'asc'}`, {
                    column: t(`contactsPage.sortColumns.${o.column}`),
                  })}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant={filterPayload?.length ? 'primary' : 'secondary'}
            icon={<Icon name="bolt" className="size-4" />}
            onClick={() => setDialog('filter')}
          >
            {filterPayload?.length
              ? t('contactsPage.filter.active', { count: filterPayload.length })
              : t('contactsPage.filter.open')}
          </Button>
          {adHoc ? (
            <Button variant="ghost" onClick={() => setAdHoc(null)}>
              {t('contactsPage.filter.clear')}
            </Button>
          ) : null}
        </div>
        {selected.size ? (
          <BulkActionsBar
            accountId={account.id}
            contacts={contacts.filter((c) => selected.has(c.id))}
            onDone={() => setSelected(new Set())}
          />
        ) : null}
        {list.isPending || waitingForSegment ? (
          <div className="flex justify-center py-16 text-slate-400">
            <Spinner className="size-6" label={t('common.loading')} />
          </div>
        ) : list.isError ? (
          <LoadErrorScreen message={apiErrorMessage(list.error, t)} onRetry={() => void list.refetch()} />
        ) : contacts.length === 0 ? (
          <EmptyState
            icon="contacts"
            title={t('contactsPage.empty.title')}
            body={q || filterPayload?.length ? t('contactsPage.empty.noMatch') : t('contactsPage.empty.body')}
          />
        ) : (
          <>
            <ContactsTable
              accountId={account.id}
              contacts={contacts}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
            />
            <nav aria-label={t('contactsPage.pager.label')} className="flex items-center justify-between text-sm">
              <p className="text-slate-500 dark:text-slate-400">
                {t(list.data?.meta.count_capped ? 'contactsPage.pager.summaryCapped' : 'contactsPage.pager.summary', {
                  page,
                  pages,
                  count,
                })}
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  {t('contactsPage.pager.previous')}
                </Button>
                <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  {t('contactsPage.pager.next')}
                </Button>
              </div>
            </nav>
          </>
        )}
      </div>
      <CreateContactDialog accountId={account.id} open={dialog === 'create'} onClose={() => setDialog(null)} />
      <ImportContactsDialog accountId={account.id} open={dialog === 'import'} onClose={() => setDialog(null)} />
      {dialog === 'editSegment' && segment ? (
        <ContactFilterDialog
          accountId={account.id}
          initial={fromPayload(payloadOf(segment.query))}
          segment={segment}
          onApply={() => setDialog(null)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'filter' ? (
        <ContactFilterDialog
          accountId={account.id}
          initial={fromPayload(filterPayload ?? [])}
          onApply={(payload) => {
            setAdHoc(payload);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
};
