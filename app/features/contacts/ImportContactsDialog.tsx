import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_IMPORT_MAX_BYTES } from '../../../common/contracts/contactExtras.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { labelClass } from '../../components/fieldStyles.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { downloadCsv } from '../../lib/downloadCsv.ts';
import { contactKeys, importContacts } from './contactsApi.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { useDataImport } from './useDataImport.ts';

/** Upload a CSV, watch the job's progress, then download the rejected rows if there are any. */
export const ImportContactsDialog = ({
  accountId,
  open,
  onClose,
}: {
  accountId: number;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const start = useMutation({
    mutationFn: (f: File) => importContacts(accountId, f),
    onSuccess: (job) => setJobId(job.id),
  });
  const job = useDataImport(accountId, jobId).data;
  const finished = job?.status === 'completed';
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: contactKeys.lists(accountId) });
  }, [finished, accountId, queryClient]);
  const close = () => {
    setFile(null);
    setJobId(null);
    setTooBig(false);
    start.reset();
    onClose();
  };
  const running = jobId !== null && !finished && job?.status !== 'failed';
  return (
    <Dialog
      open={open}
      onClose={close}
      closeOnBackdropClick={!running}
      title={t('contactsPage.import.title')}
      description={t('contactsPage.import.description')}
      footer={
        jobId === null ? (
          <>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button disabled={!file || tooBig} isLoading={start.isPending} onClick={() => file && start.mutate(file)}>
              {t('contactsPage.import.submit')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={close}>
            {t('common.close')}
          </Button>
        )
      }
    >
      {jobId === null ? (
        <div className="space-y-3">
          <label className={labelClass} htmlFor="contacts-import-file">
            {t('contactsPage.import.file')}
          </label>
          <input
            id="contacts-import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setFile(f);
              setTooBig(Boolean(f && f.size > CONTACT_IMPORT_MAX_BYTES));
            }}
            className="block w-full text-sm text-slate-600 file:me-3 file:rounded-lg file:border-0 file:bg-woot-50 file:px-3 file:py-2 file:text-woot-700 dark:text-slate-300 dark:file:bg-woot-950 dark:file:text-woot-200"
          />
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('contactsPage.import.hint')}</p>
          {tooBig ? <Alert>{t('contactsPage.import.tooBig')}</Alert> : null}
          {start.error ? <Alert>{apiErrorMessage(start.error, t)}</Alert> : null}
        </div>
      ) : (
        <div className="space-y-3" aria-live="polite">
          <ProgressBar
            label={t('contactsPage.import.progressLabel')}
            value={job?.processed_records ?? 0}
            max={job?.total_records || 1}
          />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {finished
              ? t('contactsPage.import.done', {
                  imported: (job.total_records ?? 0) - (job.failed_records ?? 0),
                  failed: job.failed_records,
                })
              : job?.status === 'failed'
                ? t('contactsPage.import.failed')
                : t('contactsPage.import.progress', {
                    processed: job?.processed_records ?? 0,
                    total: job?.total_records ?? 0,
                  })}
          </p>
          {job?.failed_records_url ? (
            <Button
              variant="secondary"
              onClick={() => void downloadCsv(job.failed_records_url ?? '', `failed-contacts-${job.id}.csv`)}
            >
              {t('contactsPage.import.downloadReport', { count: job.failed_records })}
            </Button>
          ) : null}
        </div>
      )}
    </Dialog>
  );
};
