import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useToast } from '../../components/useToast.ts';
import { copyText, errorReason } from '../../lib/clipboard.ts';

/** Backup codes, shown this once (only their hashes are kept): copy, download, then done. */
export const BackupCodesPanel = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const text = codes.join('\n');
  const copy = () =>
    copyText(text).then(
      () => toast.show(t('common.copied')),
      (err: unknown) => toast.show(t('code.copyFailed', { reason: errorReason(err) }), 'error'),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'backup-codes.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <section aria-labelledby="mfa-backup-codes-title" className="space-y-3">
      <h3 id="mfa-backup-codes-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('mfa.backupTitle')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('mfa.backupDescription')}</p>
      <ul
        aria-label={t('mfa.backupTitle')}
        dir="ltr"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:max-w-sm dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" icon={<Icon name="copy" className="size-4" />} onClick={() => void copy()}>
          {t('mfa.copyCodes')}
        </Button>
        <Button variant="secondary" icon={<Icon name="download" className="size-4" />} onClick={download}>
          {t('mfa.downloadCodes')}
        </Button>
        <Button onClick={onDone}>{t('mfa.savedCodes')}</Button>
      </div>
    </section>
  );
};
