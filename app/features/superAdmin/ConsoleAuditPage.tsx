import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { AuditLogTable } from '../auditLogs/index.ts';
import { listInstallationAuditLogs, superAdminKeys } from './superAdminApi.ts';

/**
 * The installation's own audit log: what the console changed that belongs to no account (settings, global
 * bots, platform apps, job retries), newest first, with each change's diff. Acts on an account are in its log.
 */
export const ConsoleAuditPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const logs = useQuery({
    queryKey: superAdminKeys.auditLogs(page),
    queryFn: () => listInstallationAuditLogs(page),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((logs.data?.total_entries ?? 0) / (logs.data?.per_page ?? 15)));
  const go = (n: number) => setParams(n > 1 ? { page: String(n) } : {}, { replace: true });

  return (
    <>
      <PageHeader title={t('superAdmin.audit.title')} description={t('superAdmin.audit.description')} />
      <div className="space-y-4 p-6">
        <ListStates
          query={logs}
          isEmpty={logs.data?.audit_logs.length === 0}
          empty={<EmptyState icon="key" title={t('superAdmin.audit.empty')} body="" />}
        >
          <AuditLogTable
            caption={t('superAdmin.audit.title')}
            logs={logs.data?.audit_logs ?? []}
            page={page}
            pages={pages}
            onPage={go}
          />
        </ListStates>
      </div>
    </>
  );
};
