import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, AUDITABLE_TYPES, INSTALLATION_AUDITABLE_TYPES } from '../../../common/contracts/auditLogs.ts';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { useAgents } from '../agents/index.ts';
import { AuditLogTable } from './AuditLogTable.tsx';
import {
  AUDIT_FILTER_KEYS,
  auditLogKeys,
  downloadAuditCsv,
  fetchAuditLogs,
  type TAuditLogFilters,
} from './auditLogQueries.ts';

/** auditlogs_list: the account's activity in words, newest first, filtered from the URL, with each change's diff. */
export const AuditLogsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    AUDIT_FILTER_KEYS.map((k) => [k, params.get(k) ?? '']),
  ) as unknown as TAuditLogFilters;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const logs = useQuery({
    queryKey: auditLogKeys.list(account.id, filters, page),
    queryFn: () => fetchAuditLogs(account.id, filters, page),
    placeholderData: keepPreviousData,
  });
  const agents = useAgents(account.id);
  const set = (key: keyof TAuditLogFilters | 'page', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  const all = { value: '', label: t('auditLogs.all') };
  const total = logs.data?.total_entries ?? 0;
  const pages = Math.max(1, Math.ceil(total / (logs.data?.per_page ?? 15)));
  const filtered = AUDIT_FILTER_KEYS.some((k) => filters[k]);
  const download = () => {
    downloadAuditCsv(account.id, filters).catch(() => toast.show(t('auditLogs.downloadFailed'), 'error'));
  };

  return (
    <>
      <PageHeader
        title={t('auditLogs.title')}
        description={t('auditLogs.description')}
        actions={
          <Button variant="secondary" onClick={download}>
            {t('auditLogs.download')}
          </Button>
        }
      />
      <div className="space-y-4 p-6">
        <section aria-label={t('auditLogs.filters')} className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t('auditLogs.actor')}
            value={filters.actor_id}
            onChange={(e) => set('actor_id', e.target.value)}
            options={[all, ...(agents.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))]}
          />
          <SelectField
            label={t('auditLogs.action')}
            value={filters.action}
            onChange={(e) => set('action', e.target.value)}
            options={[all, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`auditLogs.actions.${a}`) }))]}
          />
          <SelectField
            label={t('auditLogs.type')}
            value={filters.auditable_type}
            onChange={(e) => set('auditable_type', e.target.value)}
            options={[
              all,
              ...AUDITABLE_TYPES.filter((a) => !INSTALLATION_AUDITABLE_TYPES.includes(a)).map((a) => ({
                value: a,
                label: t(`auditLogs.types.${a}`),
              })),
            ]}
          />
          <TextField
            label={t('auditLogs.from')}
            type="date"
            value={filters.from}
            onChange={(e) => set('from', e.target.value)}
          />
          <TextField
            label={t('auditLogs.to')}
            type="date"
            value={filters.to}
            onChange={(e) => set('to', e.target.value)}
          />
          <TextField
            label={t('auditLogs.search')}
            type="search"
            defaultValue={filters.q}
            onKeyDown={(e) => {
              if (e.key === 'Enter') set('q', e.currentTarget.value.trim());
            }}
            onBlur={(e) => set('q', e.currentTarget.value.trim())}
          />
          {filtered ? (
            <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              {t('auditLogs.clear')}
            </Button>
          ) : null}
        </section>
        <ListStates
          query={logs}
          isEmpty={logs.data?.audit_logs.length === 0}
          empty={
            <EmptyState
              icon="key"
              title={filtered ? t('auditLogs.noMatch') : t('auditLogs.emptyTitle')}
              body={filtered ? '' : t('auditLogs.emptyBody')}
            />
          }
        >
          <AuditLogTable
            caption={t('auditLogs.title')}
            logs={logs.data?.audit_logs ?? []}
            page={page}
            pages={pages}
            onPage={(n) => set('page', String(n))}
          />
        </ListStates>
      </div>
    </>
  );
};
