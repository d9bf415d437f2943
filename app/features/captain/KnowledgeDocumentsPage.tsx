import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TCaptainDocument } from '../../../common/contracts/captainKnowledge.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { fullTime } from '../../lib/timeFormat.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { AssistantNav } from './CaptainNav.tsx';
import { DocumentAddPanel } from './DocumentAddPanel.tsx';
import { DocumentViewDialog } from './DocumentViewDialog.tsx';
import { KnowledgePager } from './KnowledgePager.tsx';
import { useDocuments, useKnowledgeMutations } from './knowledgeQueries.ts';

const STATUS_STYLE = {
  in_progress: 'bg-amber-50 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200',
  available: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  failed: 'bg-red-50 text-red-800 dark:bg-red-900/40 dark:text-red-200',
} as const;

const StatusCell = ({ doc }: { doc: TCaptainDocument }) => {
  const { t } = useTranslation();
  return (
    <td className="px-4 py-2.5">
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[doc.status]}`}>
        {t(`captainKnowledge.status.${doc.status}`)}
      </span>
      {doc.error ? (
        <p className="mt-1 max-w-xs text-xs text-slate-600 dark:text-slate-300">
          {t(`captainKnowledge.errors.${doc.error}`, { defaultValue: t('captainKnowledge.errors.internal') })}
        </p>
      ) : null}
    </td>
  );
};

/** captain_documents: an assistant's documents — add by URL or file, read, delete; the help-centre sync. */
export const KnowledgeDocumentsPage = () => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const assistantId = Number(useParams().assistantId);
  const isAdmin = account.role === 'administrator';
  const [page, setPage] = useState(1);
  const docs = useDocuments(account.id, assistantId, page);
  const { removeDocument, helpCenterSync } = useKnowledgeMutations(account.id);
  const [viewing, setViewing] = useState<TCaptainDocument | null>(null);
  const [deleting, setDeleting] = useState<TCaptainDocument | null>(null);
  const assistant = docs.data?.meta.assistant;
  const rows = docs.data?.payload ?? [];

  return (
    <>
      <PageHeader
        title={
          assistant ? t('captainKnowledge.documents.titleOf', { name: assistant.name }) : t('routes.captain_documents')
        }
        description={t('captainKnowledge.documents.description')}
      />
      <div className="space-y-4 p-6">
        {assistant ? <AssistantNav assistantId={assistantId} name={assistant.name} /> : null}
        {assistant ? (
          <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <ToggleSwitch
              checked={assistant.feature_help_center}
              disabled={!isAdmin || helpCenterSync.isPending}
              labelledBy="hc-sync-label"
              describedBy="hc-sync-hint"
              onChange={(enabled) =>
                helpCenterSync.mutate(
                  { assistantId, enabled },
                  { onError: (e) => toast.show(apiErrorMessage(e, t), 'error') },
                )
              }
            />
            <div>
              <p id="hc-sync-label" className="text-sm font-medium text-slate-900 dark:text-white">
                {t('captainKnowledge.helpCenter.label')}
              </p>
              <p id="hc-sync-hint" className="text-xs text-slate-600 dark:text-slate-300">
                {t('captainKnowledge.helpCenter.hint')}
              </p>
            </div>
          </div>
        ) : null}
        {isAdmin && assistant ? <DocumentAddPanel accountId={account.id} assistantId={assistantId} /> : null}
        <ListStates
          query={docs}
          isEmpty={rows.length === 0}
          empty={
            <EmptyState
              icon="library"
              title={t('captainKnowledge.documents.emptyTitle')}
              body={
                isAdmin ? t('captainKnowledge.documents.emptyBody') : t('captainKnowledge.documents.emptyBodyAgent')
              }
            />
          }
        >
          <SettingsTable
            caption={t('captainKnowledge.documents.caption')}
            columns={[
              { label: t('captainKnowledge.documents.name') },
              { label: t('captainKnowledge.documents.type') },
              { label: t('captainKnowledge.documents.status') },
              { label: t('captainKnowledge.documents.size') },
              { label: t('captainKnowledge.documents.added') },
              { label: t('captainKnowledge.documents.actions'), hidden: true },
            ]}
            rows={rows}
            cells={(d) => (
              <>
                <td className="max-w-xs px-4 py-2.5">
                  <span className="block truncate font-medium text-slate-900 dark:text-white">
                    <bdi>{d.name}</bdi>
                  </span>
                  {d.external_link ? (
                    <span dir="ltr" className="block truncate text-xs text-slate-600 dark:text-slate-300">
                      {d.external_link}
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-2.5 text-slate-700 dark:text-slate-300">
                  {t(`captainKnowledge.sourceTypes.${d.source_type}`)}
                </td>
                <StatusCell doc={d} />
                <td className="px-4 py-2.5 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {t('captainKnowledge.documents.pagesSize', {
                    pages: d.pages,
                    size: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(d.size / 1000),
                  })}
                </td>
                <td className="px-4 py-2.5 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {fullTime(d.created_at, i18n.language)}
                </td>
                <td className="px-4 py-2.5 text-end whitespace-nowrap">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('captainKnowledge.documents.openNamed', { name: d.name })}
                    onClick={() => setViewing(d)}
                  >
                    {t('captainKnowledge.documents.open')}
                  </Button>
                  {isAdmin && d.source_type !== 'article' ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('captainKnowledge.documents.deleteNamed', { name: d.name })}
                      onClick={() => setDeleting(d)}
                    >
                      {t('captainKnowledge.documents.delete')}
                    </Button>
                  ) : null}
                </td>
              </>
            )}
          />
          <KnowledgePager page={page} total={docs.data?.meta.total_count ?? 0} onPage={setPage} />
        </ListStates>
      </div>
      {viewing ? (
        <DocumentViewDialog
          accountId={account.id}
          id={viewing.id}
          name={viewing.name}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          title={t('captainKnowledge.documents.deleteTitle', { name: deleting.name })}
          description={t('captainKnowledge.documents.deleteBody')}
          confirmLabel={t('captainKnowledge.documents.delete')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const doc = deleting;
            setDeleting(null);
            if (!confirmed) return;
            removeDocument.mutate(doc.id, {
              onSuccess: () => toast.show(t('captainKnowledge.documents.deleted', { name: doc.name })),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};
