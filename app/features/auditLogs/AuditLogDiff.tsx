import { useTranslation } from 'react-i18next';
import type { TAuditLog } from '../../../common/contracts/auditLogs.ts';
import { Modal } from '../../components/Modal.tsx';

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
const cell = 'px-3 py-2 align-top break-all';

/** The drawer of one row: each changed field's before and after (or the recorded state), IP and browser. */
export const AuditLogDiff = ({
  log,
  sentence,
  onClose,
}: {
  log: TAuditLog | null;
  sentence: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const entries = Object.entries(log?.audited_changes ?? {});
  const isDiff = entries.length > 0 && entries.every(([, v]) => Array.isArray(v) && v.length === 2);
  return (
    <Modal show={log !== null} onClose={onClose} type="right-aligned" labelledBy="audit-diff-title">
      <div className="space-y-4 p-6 text-sm">
        <h2 id="audit-diff-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('auditLogs.drawerTitle')}
        </h2>
        <p className="text-slate-700 dark:text-slate-200">{sentence}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-600 dark:text-slate-300">
          <dt className="font-medium">{t('auditLogs.time')}</dt>
          <dd>{log ? new Date(log.created_at * 1000).toLocaleString() : ''}</dd>
          <dt className="font-medium">{t('auditLogs.ip')}</dt>
          <dd>{log?.remote_address ?? '—'}</dd>
          <dt className="font-medium">{t('auditLogs.userAgent')}</dt>
          <dd className="break-all">{log?.user_agent ?? '—'}</dd>
        </dl>
        {entries.length === 0 ? (
          <p className="text-slate-500 dark:text-slate-400">{t('auditLogs.noChanges')}</p>
        ) : (
          <table className="w-full table-fixed border-collapse rounded-lg border border-slate-200 dark:border-slate-700">
            <thead className="bg-slate-50 text-start text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className={`${cell} w-1/4 text-start`}>
                  {t('auditLogs.field')}
                </th>
                {isDiff ? (
                  <>
                    <th scope="col" className={`${cell} text-start`}>
                      {t('auditLogs.before')}
                    </th>
                    <th scope="col" className={`${cell} text-start`}>
                      {t('auditLogs.after')}
                    </th>
                  </>
                ) : (
                  <th scope="col" className={`${cell} text-start`}>
                    {t('auditLogs.value')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-100">
              {entries.map(([field, v]) => (
                <tr key={field}>
                  <th scope="row" className={`${cell} text-start font-mono text-xs`}>
                    {field}
                  </th>
                  {isDiff && Array.isArray(v) ? (
                    <>
                      <td className={`${cell} text-red-700 dark:text-red-300`}>{show(v[0])}</td>
                      <td className={`${cell} text-green-700 dark:text-green-300`}>{show(v[1])}</td>
                    </>
                  ) : (
                    <td className={cell}>{show(v)}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Modal>
  );
};
