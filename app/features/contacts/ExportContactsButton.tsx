import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFilterCondition } from '../../../common/contracts/contactExtras.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Alert } from '../../components/Alert.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { downloadCsv } from '../../lib/downloadCsv.ts';
import { exportContacts } from './contactsApi.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { useDataImport } from './useDataImport.ts';

/** Exports every contact (or the filtered set) as a CSV job, then offers the download. */
export const ExportContactsButton = ({ accountId, payload }: { accountId: number; payload?: TFilterCondition[] }) => {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<number | null>(null);
  const start = useMutation({
    mutationFn: () => exportContacts(accountId, payload),
    onSuccess: (job) => setJobId(job.id),
  });
  const job = useDataImport(accountId, jobId).data;
  const close = () => {
    setJobId(null);
    start.reset();
  };
  return (
    <>
      <Button
        variant="secondary"
        icon={<Icon name="external" className="size-4" />}
        isLoading={start.isPending}
        onClick={() => start.mutate()}
      >
        {t('contactsPage.export.open')}
      </Button>
      <Dialog
        open={jobId !== null || start.isError}
        onClose={close}
        title={t('contactsPage.export.title')}
        description={payload?.length ? t('contactsPage.export.filtered') : t('contactsPage.export.all')}
        footer={
          <Button variant="secondary" onClick={close}>
            {t('common.close')}
          </Button>
        }
      >
        {start.error ? (
          <Alert>{apiErrorMessage(start.error, t)}</Alert>
        ) : (
          <div className="space-y-3" aria-live="polite">
            <ProgressBar
              label={t('contactsPage.export.progressLabel')}
              value={job?.status === 'completed' ? 1 : (job?.processed_records ?? 0)}
              max={job?.status === 'completed' ? 1 : job?.total_records || 1}
            />
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {job?.status === 'completed'
                ? t('contactsPage.export.done', { count: job.total_records })
                : job?.status === 'failed'
                  ? t('contactsPage.export.failed')
                  : t('contactsPage.export.progress', {
                      processed: job?.processed_records ?? 0,
                      total: job?.total_records ?? 0,
                    })}
            </p>
            {job?.file_url ? (
              <Button
                icon={<Icon name="external" className="size-4" />}
                onClick={() => void downloadCsv(job.file_url ?? '', job.file_name ?? 'contacts.csv')}
              >
                {t('contactsPage.export.download')}
              </Button>
            ) : null}
          </div>
        )}
      </Dialog>
    </>
  );
};
