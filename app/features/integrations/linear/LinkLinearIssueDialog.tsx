import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useLinearMutations, useLinearSearch } from './linearApi.ts';

interface TProps {
  accountId: number;
  conversationId: number;
  /** Issues already linked: shown, not offered again. */
  linkedIds: readonly string[];
  onClose: () => void;
}

const DEBOUNCE_MS = 300;

/** Link an existing Linear issue: search as you type, then pick one of the matches. */
export const LinkLinearIssueDialog = ({ accountId, conversationId, linkedIds, onClose }: TProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const resultsId = useId();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useLinearSearch(accountId, term);
  const { link } = useLinearMutations(accountId, conversationId);
  const results = (search.data ?? []).filter((i) => !linkedIds.includes(i.id));

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('linearPanel.linkTitle')}
      description={t('linearPanel.linkDescription')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      }
    >
      <div className="space-y-3">
        <TextField
          label={t('linearPanel.search')}
          type="search"
          value={typed}
          placeholder={t('linearPanel.searchPlaceholder')}
          onChange={(e) => setTyped(e.target.value)}
          aria-controls={resultsId}
          autoFocus
          dir="auto"
        />
        {link.isError ? <Alert>{apiErrorMessage(link.error, t)}</Alert> : null}
        {search.isError ? <Alert>{apiErrorMessage(search.error, t)}</Alert> : null}
        <div aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
          {term && search.isFetching ? t('linearPanel.searching') : null}
          {term && search.isSuccess && results.length === 0 ? t('linearPanel.noResults') : null}
        </div>
        <ul id={resultsId} aria-label={t('linearPanel.results')} className="max-h-72 space-y-1.5 overflow-y-auto">
          {results.map((issue) => (
            <li
              key={issue.id}
              className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700"
            >
              <div className="min-w-0 flex-1 text-sm">
                <bdi className="text-xs font-semibold text-slate-600 dark:text-slate-300">{issue.identifier}</bdi>
                <p dir="auto" className="truncate text-slate-900 dark:text-slate-100">
                  {issue.title}
                </p>
                {issue.state ? <p className="text-xs text-slate-600 dark:text-slate-400">{issue.state.name}</p> : null}
              </div>
              <Button
                size="sm"
                isLoading={link.isPending && link.variables.issue_id === issue.id}
                onClick={() =>
                  link.mutate(
                    { conversation_id: conversationId, issue_id: issue.id, title: issue.title },
                    {
                      onSuccess: () => {
                        toast.show(t('linearPanel.linked', { identifier: issue.identifier }));
                        onClose();
                      },
                    },
                  )
                }
              >
                {t('linearPanel.linkIssue', { identifier: issue.identifier })}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
};
