import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMfaBackupCodes, TMfaEnrolment } from '../../../common/contracts/mfa.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { mfaErrorMessage } from '../auth/index.ts';
import { BackupCodesPanel } from './BackupCodesPanel.tsx';
import { MfaActionForm } from './MfaActionForm.tsx';
import { MfaSetupPanel } from './MfaSetupPanel.tsx';
import { disableMfa, fetchMfaStatus, mfaKeys, regenerateBackupCodes, startMfaEnrolment } from './mfaApi.ts';

type TStage =
  | { kind: 'idle' }
  | { kind: 'setup'; enrolment: TMfaEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable' };

/** The profile's "Two-factor authentication": status, enrolment, backup codes, disabling. */
export const TwoFactorSection = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: mfaKeys.status, queryFn: fetchMfaStatus });
  const [stage, setStage] = useState<TStage>({ kind: 'idle' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: mfaKeys.status });
  const start = useMutation({
    mutationFn: startMfaEnrolment,
    onSuccess: (enrolment) => setStage({ kind: 'setup', enrolment }),
  });
  const showCodes = (result: TMfaBackupCodes) => {
    setStage({ kind: 'codes', codes: result.backup_codes });
    void refresh();
  };

  if (status.isPending) return <Spinner />;
  if (status.isError) return <Alert>{mfaErrorMessage(status.error, t)}</Alert>;
  const { enabled, backup_codes_remaining: remaining } = status.data;

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <Icon
          name={enabled ? 'shield' : 'lock'}
          className={`size-4 ${enabled ? 'text-green-700 dark:text-green-400' : 'text-slate-500 dark:text-slate-400'}`}
        />
        <span>{enabled ? t('mfa.statusOn') : t('mfa.statusOff')}</span>
      </p>
      {stage.kind === 'setup' ? (
        <MfaSetupPanel
          enrolment={stage.enrolment}
          onEnabled={(result) => {
            toast.show(t('mfa.enabledToast'));
            showCodes(result);
          }}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      ) : stage.kind === 'codes' ? (
        <BackupCodesPanel codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />
      ) : stage.kind === 'regenerate' ? (
        <MfaActionForm
          withPassword={false}
          submitLabel={t('mfa.regenerate')}
          run={(code) => regenerateBackupCodes(code)}
          onDone={showCodes}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      ) : stage.kind === 'disable' ? (
        <MfaActionForm
          withPassword
          danger
          submitLabel={t('mfa.disable')}
          run={(code, password) => disableMfa(code, password)}
          onDone={() => {
            toast.show(t('mfa.disabledToast'));
            setStage({ kind: 'idle' });
            void refresh();
          }}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      ) : enabled ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('mfa.backupRemaining', { count: remaining })}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setStage({ kind: 'regenerate' })}>
              {t('mfa.regenerate')}
            </Button>
            <Button variant="ghost" onClick={() => setStage({ kind: 'disable' })}>
              {t('mfa.disable')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {start.isError ? <Alert>{mfaErrorMessage(start.error, t)}</Alert> : null}
          <Button isLoading={start.isPending} onClick={() => start.mutate()}>
            {t('mfa.enable')}
          </Button>
        </>
      )}
    </div>
  );
};
