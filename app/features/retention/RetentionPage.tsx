import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRetentionFigures, TRetentionPolicyBody } from '../../../common/contracts/retention.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { InboxOverrides } from './InboxOverrides.tsx';
import { fetchRetention, previewRetention, retentionKeys, saveRetention } from './retentionApi.ts';
import { bytesText, draftOf, parseDraft, type TDraftErrors, type TRetentionDraft } from './retentionForm.ts';

const section = 'space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

/** data_retention: what the nightly job deletes, previewed before it is saved (docs/PRIVACY.md "Retention"). */
export const RetentionPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const policy = useQuery({ queryKey: retentionKeys.policy(account.id), queryFn: () => fetchRetention(account.id) });
  return (
    <>
      <PageHeader title={t('retentionPage.title')} description={t('retentionPage.description')} />
      <div className="max-w-3xl space-y-6 p-6">
        {policy.isError ? (
          <LoadErrorScreen message={apiErrorMessage(policy.error, t)} onRetry={() => void policy.refetch()} />
        ) : policy.data ? (
          <RetentionForm accountId={account.id} data={policy.data} />
        ) : (
          <LoadingScreen />
        )}
      </div>
    </>
  );
};

const RetentionForm = ({ accountId, data }: { accountId: number; data: TRetentionPolicyBody }) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TRetentionDraft>(() => draftOf(data.policy));
  const [errors, setErrors] = useState<TDraftErrors>({});
  const [figures, setFigures] = useState<TRetentionFigures | null>(null);
  const change = (next: Partial<TRetentionDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setFigures(null);
    setErrors({});
  };
  const parsed = () => {
    const result = parseDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return null;
    }
    return result.policy;
  };
  const preview = useMutation({
    mutationFn: () => {
      const policy = parsed();
      return policy ? previewRetention(accountId, policy) : Promise.resolve(null);
    },
    onSuccess: setFigures,
  });
  const save = useMutation({
    mutationFn: () => {
      const policy = parsed();
      return policy ? saveRetention(accountId, policy) : Promise.resolve(null);
    },
    onSuccess: (body) => {
      if (!body) return;
      queryClient.setQueryData(retentionKeys.policy(accountId), body);
      toast.show(t('retentionPage.saved'));
    },
  });
  const failed = preview.error ?? save.error;
  const errorOf = (key: string) => {
    const e = errors[key];
    if (!e) return undefined;
    return e.min === 0 ? t('retentionPage.errors.inbox') : t('retentionPage.errors.days', { min: e.min });
  };
  const daysField = (key: 'conversations_days' | 'attachments_days' | 'audit_logs_days') => ({
    label: t(`retentionPage.${key}`),
    hint: t(key === 'audit_logs_days' ? 'retentionPage.auditHint' : 'retentionPage.keepHint'),
    inputMode: 'numeric' as const,
    className: 'max-w-xs',
    value: draft[key],
    error: errorOf(key),
    onChange: (e: { target: { value: string } }) => change({ [key]: e.target.value }),
  });
  const last = data.last_run;
  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {failed ? <Alert>{apiErrorMessage(failed, t)}</Alert> : null}
      {Object.keys(errors).length ? <Alert>{t('retentionPage.errors.summary')}</Alert> : null}
      <section aria-labelledby={`${id}-account`} className={section}>
        <h2 id={`${id}-account`} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('retentionPage.accountTitle')}
        </h2>
        <TextField {...daysField('conversations_days')} />
        <TextField {...daysField('attachments_days')} />
        <div className="flex items-start gap-3">
          <ToggleSwitch
            checked={draft.delete_orphan_contacts}
            onChange={(v) => change({ delete_orphan_contacts: v })}
            labelledBy={`${id}-contacts`}
            describedBy={`${id}-contacts-hint`}
          />
          <div>
            <p id={`${id}-contacts`} className="text-sm text-slate-700 dark:text-slate-200">
              {t('retentionPage.orphanContacts')}
            </p>
            <p id={`${id}-contacts-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {t('retentionPage.orphanContactsHint')}
            </p>
          </div>
        </div>
        <TextField {...daysField('audit_logs_days')} />
      </section>
      <InboxOverrides
        accountId={accountId}
        className={section}
        overrides={draft.inbox_overrides}
        onChange={(inbox_overrides) => change({ inbox_overrides })}
        errorOf={errorOf}
      />
      {figures ? (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {t('retentionPage.previewResult', {
            conversations: figures.conversations,
            size: bytesText(i18n.language, figures.attachment_bytes),
            attachments: figures.attachments,
            contacts: figures.contacts,
            auditLogs: figures.audit_logs,
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => preview.mutate()} isLoading={preview.isPending}>
          {t('retentionPage.preview')}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {t('retentionPage.save')}
        </Button>
      </div>
      {last ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {t('retentionPage.lastRun', {
            date: new Date(last.finished_at).toLocaleString(i18n.language),
            conversations: last.conversations,
            size: bytesText(i18n.language, last.attachment_bytes),
            contacts: last.contacts,
            auditLogs: last.audit_logs,
          })}
        </p>
      ) : null}
    </form>
  );
};
