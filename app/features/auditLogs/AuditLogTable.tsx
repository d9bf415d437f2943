import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuditLog } from '../../../common/contracts/auditLogs.ts';
import { Button } from '../../components/Button.tsx';
import { SettingsTable } from '../../components/SettingsTable.tsx';
import { AuditLogDiff } from './AuditLogDiff.tsx';
import { auditSentence, type TSentenceT } from './auditSentence.ts';

const td = 'px-4 py-3 align-top text-slate-700 dark:text-slate-200';

/**
 * One page of audit rows as sentences, with time, IP, a details drawer and the page buttons: the account's
 * audit log and the installation console's own log both show it.
 */
export const AuditLogTable = ({
  caption,
  logs,
  page,
  pages,
  onPage,
}: {
  caption: string;
  logs: TAuditLog[];
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TAuditLog | null>(null);
  const say = (log: TAuditLog) => auditSentence(log, t as unknown as TSentenceT);
  return (
    <>
      <SettingsTable
        caption={caption}
        columns={[
          { label: t('auditLogs.activity') },
          { label: t('auditLogs.time'), className: 'w-48' },
          { label: t('auditLogs.ip'), className: 'w-36' },
          { label: t('auditLogs.details'), hidden: true, className: 'w-24' },
        ]}
        rows={logs}
        cells={(log) => (
          <>
            <td className={td}>{say(log)}</td>
            <td className={`${td} whitespace-nowrap`}>
              <time dateTime={new Date(log.created_at * 1000).toISOString()}>
                {new Date(log.created_at * 1000).toLocaleString()}
              </time>
            </td>
            <td className={`${td} font-mono text-xs`}>{log.remote_address ?? '—'}</td>
            <td className={`${td} text-end`}>
              <Button
                variant="secondary"
                aria-label={t('auditLogs.detailsOf', { sentence: say(log) })}
                onClick={() => setOpen(log)}
              >
                {t('auditLogs.details')}
              </Button>
            </td>
          </>
        )}
      />
      {pages > 1 ? (
        <nav aria-label={t('auditLogs.pagination')} className="flex items-center justify-end gap-3 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('auditLogs.previous')}
          </Button>
          <span className="text-slate-700 dark:text-slate-200">{t('auditLogs.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('auditLogs.next')}
          </Button>
        </nav>
      ) : null}
      <AuditLogDiff log={open} sentence={open ? say(open) : ''} onClose={() => setOpen(null)} />
    </>
  );
};
