import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TCaptainFaq, TFaqStatus } from '../../../common/contracts/captainKnowledge.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { Tab, TabList, Tabs } from '../../components/Tabs.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { AssistantNav } from './CaptainNav.tsx';
import { FaqDialog } from './FaqDialog.tsx';
import { KnowledgePager } from './KnowledgePager.tsx';
import { useFaqs, useKnowledgeMutations } from './knowledgeQueries.ts';

const SourceText = ({ faq }: { faq: TCaptainFaq }) => {
  const { t } = useTranslation();
  if (faq.document) return <bdi>{faq.document.name}</bdi>;
  if (faq.conversation) return <>{t('captainKnowledge.faqs.fromConversation', { id: faq.conversation.display_id })}</>;
  return <>{t('captainKnowledge.faqs.manual')}</>;
};

/** captain_faqs: an assistant's FAQs — pending ones to review, approved ones; approve or delete in bulk, edit, add. */
export const FaqsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const assistantId = Number(useParams().assistantId);
  const isAdmin = account.role === 'administrator';
  const [status, setStatus] = useState<TFaqStatus>('pending');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<TCaptainFaq | 'new' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const faqs = useFaqs(account.id, assistantId, { status, search, page });
  const { bulk } = useKnowledgeMutations(account.id);
  const rows = faqs.data?.payload ?? [];
  const assistant = faqs.data?.meta.assistant;
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const refilter = (next: () => void) => {
    next();
    setPage(1);
    setSelected(new Set());
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const runBulk = (action: 'approve' | 'delete') =>
    bulk.mutate(
      { ids: [...selected], status: action },
      {
        onSuccess: (r) => {
          setSelected(new Set());
          toast.show(t(`captainKnowledge.faqs.${action === 'approve' ? 'approved' : 'deleted'}`, { n: r.ids.length }));
        },
        onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
      },
    );

  const addButton = isAdmin ? (
    <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setEditing('new')}>
      {t('captainKnowledge.faqs.add')}
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader
        title={assistant ? t('captainKnowledge.faqs.titleOf', { name: assistant.name }) : t('routes.captain_faqs')}
        description={t('captainKnowledge.faqs.description')}
        actions={addButton}
      />
      <div className="space-y-4 p-6">
        {assistant ? <AssistantNav assistantId={assistantId} name={assistant.name} /> : null}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Tabs value={status} onValueChange={(v) => refilter(() => setStatus(v))} panelless>
            <TabList
              label={t('captainKnowledge.faqs.statusLabel')}
              className="flex gap-1 border-b border-slate-200 dark:border-slate-800"
            >
              {(['pending', 'approved'] as const).map((s) => (
                <Tab
                  key={s}
                  value={s}
                  className={`-mb-px border-b-2 px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-woot-500 ${
                    status === s
                      ? 'border-woot-600 font-medium text-woot-700 dark:text-woot-300'
                      : 'border-transparent text-slate-600 dark:text-slate-300'
                  }`}
                >
                  {t(s === 'pending' ? 'captainKnowledge.faqs.pending' : 'captainKnowledge.faqs.approvedTab')}
                </Tab>
              ))}
            </TabList>
          </Tabs>
          <div className="w-full max-w-xs">
            <TextField
              type="search"
              label={t('captainKnowledge.faqs.search')}
              value={search}
              onChange={(e) => {
                const v = e.target.value;
                refilter(() => setSearch(v));
              }}
            />
          </div>
        </div>
        {isAdmin && selected.size > 0 ? (
          <div
            role="region"
            aria-label={t('captainKnowledge.faqs.bulkLabel')}
            className="flex flex-wrap items-center gap-2 rounded-xl border border-woot-200 bg-woot-50 px-4 py-2 dark:border-woot-800 dark:bg-woot-900/40"
          >
            <span className="text-sm text-slate-800 dark:text-slate-100">
              {t('captainKnowledge.faqs.selected', { n: selected.size })}
            </span>
            {status === 'pending' ? (
              <Button size="sm" isLoading={bulk.isPending} onClick={() => runBulk('approve')}>
                {t('captainKnowledge.faqs.approve')}
              </Button>
            ) : null}
            <Button size="sm" variant="danger" onClick={() => setConfirmDelete(true)}>
              {t('captainKnowledge.faqs.delete')}
            </Button>
          </div>
        ) : null}
        <ListStates
          query={faqs}
          isEmpty={rows.length === 0}
          empty={
            <EmptyState
              icon="chatMultiple"
              title={
                search.trim()
                  ? t('captainKnowledge.faqs.noMatch')
                  : t(
                      status === 'pending'
                        ? 'captainKnowledge.faqs.emptyPending'
                        : 'captainKnowledge.faqs.emptyApproved',
                    )
              }
              body={
                search.trim()
                  ? t('captainKnowledge.faqs.noMatchBody')
                  : t(
                      status === 'pending'
                        ? 'captainKnowledge.faqs.emptyPendingBody'
                        : 'captainKnowledge.faqs.emptyApprovedBody',
                    )
              }
            />
          }
        >
          <SettingsTable
            caption={t('captainKnowledge.faqs.caption')}
            columns={[
              ...(isAdmin ? [{ label: t('captainKnowledge.faqs.select'), hidden: true, className: 'w-10' }] : []),
              { label: t('captainKnowledge.faqs.question') },
              { label: t('captainKnowledge.faqs.source') },
              ...(isAdmin ? [{ label: t('captainKnowledge.faqs.actions'), hidden: true }] : []),
            ]}
            rows={rows}
            cells={(f) => (
              <>
                {isAdmin ? (
                  <td className="px-4 py-2.5 align-top">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={selected.has(f.id)}
                      aria-label={t('captainKnowledge.faqs.selectNamed', { question: f.question })}
                      onChange={() => toggle(f.id)}
                    />
                  </td>
                ) : null}
                <td className="px-4 py-2.5 align-top">
                  <p dir="auto" className="font-medium text-slate-900 dark:text-white">
                    {f.question}
                  </p>
                  <p dir="auto" className="mt-0.5 text-slate-700 dark:text-slate-300">
                    {f.answer}
                  </p>
                </td>
                <td className="px-4 py-2.5 align-top text-slate-700 dark:text-slate-300">
                  <SourceText faq={f} />
                </td>
                {isAdmin ? (
                  <td className="px-4 py-2.5 text-end align-top">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('captainKnowledge.faqs.editNamed', { question: f.question })}
                      onClick={() => setEditing(f)}
                    >
                      {t('captainKnowledge.faqs.edit')}
                    </Button>
                  </td>
                ) : null}
              </>
            )}
          />
          {isAdmin ? (
            <label className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                className="size-4"
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
              />
              {t('captainKnowledge.faqs.selectAll')}
            </label>
          ) : null}
          <KnowledgePager
            page={page}
            total={faqs.data?.meta.total_count ?? 0}
            onPage={(p) => {
              setPage(p);
              setSelected(new Set());
            }}
          />
        </ListStates>
      </div>
      {editing ? (
        <FaqDialog
          accountId={account.id}
          assistantId={assistantId}
          faq={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {confirmDelete ? (
        <ConfirmDialog
          open
          title={t('captainKnowledge.faqs.deleteTitle', { n: selected.size })}
          description={t('captainKnowledge.faqs.deleteBody')}
          confirmLabel={t('captainKnowledge.faqs.delete')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(ok) => {
            setConfirmDelete(false);
            if (ok) runBulk('delete');
          }}
        />
      ) : null}
    </>
  );
};
