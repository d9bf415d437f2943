import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLinearLinkedIssue } from '../../../../common/contracts/linear.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { CreateLinearIssueDialog } from './CreateLinearIssueDialog.tsx';
import { useLinearMutations, useLinkedIssues } from './linearApi.ts';
import { LinkLinearIssueDialog } from './LinkLinearIssueDialog.tsx';

interface TLinearPanelProps {
  accountId: number;
  conversationId: number;
  /** The contact's name, for the issue's prefilled description. */
  contactName: string;
  /** The hook's token was refused: an administrator must reconnect. */
  needsReconnect: boolean;
}

/**
 * The conversation sidebar's Linear section (its own lazy chunk): the conversation's linked issues with their
 * identifier, title, state and priority and a link out; create an issue, link an existing one, unlink one.
 */
export const LinearPanel = ({ accountId, conversationId, contactName, needsReconnect }: TLinearPanelProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const headingId = useId();
  const linked = useLinkedIssues(accountId, conversationId);
  const { unlink } = useLinearMutations(accountId, conversationId);
  const [dialog, setDialog] = useState<'create' | 'link' | null>(null);
  const [unlinking, setUnlinking] = useState<TLinearLinkedIssue | null>(null);
  const issues = linked.data ?? [];

  return (
    <section aria-labelledby={headingId} className="border-b border-slate-100 px-4 py-3 dark:border-slate-800">
      <h3
        id={headingId}
        className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase rtl:tracking-normal dark:text-slate-400"
      >
        {t('linearPanel.title')}
      </h3>
      {needsReconnect ? (
        <Alert tone="info" className="mb-2 text-xs">
          {t('linearPanel.reconnect')}
        </Alert>
      ) : null}
      {linked.isError ? <Alert className="mb-2 text-xs">{apiErrorMessage(linked.error, t)}</Alert> : null}
      {linked.isPending ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('linearPanel.loading')}</p>
      ) : null}
      {linked.isSuccess ? (
        <ul aria-label={t('linearPanel.linkedLabel')} className="space-y-2">
          {issues.map((link) => (
            <li key={link.id} className="rounded-lg border border-slate-200 px-2.5 py-2 text-sm dark:border-slate-700">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  {link.issue.url ? (
                    <a
                      href={link.issue.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      aria-label={t('linearPanel.openIssue', { identifier: link.issue.identifier })}
                      className="text-xs font-semibold text-woot-700 hover:underline dark:text-woot-300"
                    >
                      <bdi>{link.issue.identifier}</bdi>
                    </a>
                  ) : (
                    <bdi className="text-xs font-semibold">{link.issue.identifier}</bdi>
                  )}
                  <p dir="auto" className="break-words text-slate-800 dark:text-slate-200">
                    {link.issue.title}
                  </p>
                </div>
                <button
                  type="button"
                  aria-label={t('linearPanel.unlink', { identifier: link.issue.identifier })}
                  onClick={() => setUnlinking(link)}
                  className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-red-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-400"
                >
                  <Icon name="close" className="size-3.5" />
                </button>
              </div>
              <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
                <div className="flex items-center gap-1">
                  <dt className="sr-only">{t('linearPanel.state')}</dt>
                  <dd className="flex items-center gap-1">
                    <span
                      aria-hidden
                      className="size-2 rounded-full"
                      style={{ backgroundColor: link.issue.state?.color ?? '#94a3b8' }}
                    />
                    {link.issue.state?.name ?? t('linearPanel.noState')}
                  </dd>
                </div>
                <div className="flex items-center gap-1">
                  <dt className="sr-only">{t('linearPanel.priorityLabel')}</dt>
                  <dd>{t(`linearPanel.priority.${String(link.issue.priority ?? 0) as '0'}`)}</dd>
                </div>
              </dl>
            </li>
          ))}
          {issues.length === 0 ? (
            <li className="text-xs text-slate-500 dark:text-slate-400">{t('linearPanel.empty')}</li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          icon={<Icon name="plus" className="size-3.5" />}
          onClick={() => setDialog('create')}
        >
          {t('linearPanel.create')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('link')}>
          {t('linearPanel.link')}
        </Button>
      </div>
      {dialog === 'create' ? (
        <CreateLinearIssueDialog
          accountId={accountId}
          conversationId={conversationId}
          contactName={contactName}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'link' ? (
        <LinkLinearIssueDialog
          accountId={accountId}
          conversationId={conversationId}
          linkedIds={issues.map((l) => l.issue.id)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {unlinking ? (
        <ConfirmDialog
          open
          danger
          title={t('linearPanel.unlinkTitle', { identifier: unlinking.issue.identifier })}
          description={t('linearPanel.unlinkBody')}
          confirmLabel={t('linearPanel.unlinkConfirm')}
          cancelLabel={t('common.cancel')}
          onResult={(confirmed) => {
            const link = unlinking;
            setUnlinking(null);
            if (!confirmed) return;
            unlink.mutate(
              { conversation_id: conversationId, link_id: link.id, issue_id: link.issue.id },
              {
                onSuccess: () => toast.show(t('linearPanel.unlinked')),
                onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
              },
            );
          }}
        />
      ) : null}
    </section>
  );
};
