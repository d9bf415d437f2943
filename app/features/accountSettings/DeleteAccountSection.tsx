import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TAccount } from '../../../common/contracts/accounts.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TypeToConfirmDialog } from '../../components/TypeToConfirmDialog.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { authKeys } from '../auth/index.ts';
import { deleteAccount } from './accountSettingsApi.ts';

/** Deleting the account: type its name; it is suspended at once and its data removed in the background. */
export const DeleteAccountSection = ({ account }: { account: TAccount }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteAccount(account.id, account.name),
    onSuccess: () => {
      setOpen(false);
      // Suspended until the job has removed it; then the accounts list no longer has it.
      void navigate(`/accounts/${account.id}/suspended`, { replace: true });
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
    },
  });
  return (
    <div className="space-y-3">
      {remove.isError ? <Alert>{apiErrorMessage(remove.error, t)}</Alert> : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('accountSettings.delete.body')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('accountSettings.delete.button')}
      </Button>
      <TypeToConfirmDialog
        open={open}
        title={t('accountSettings.delete.confirmTitle', { name: account.name })}
        description={t('accountSettings.delete.confirmBody')}
        confirmValue={account.name}
        confirmLabel={t('accountSettings.delete.confirm')}
        isLoading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setOpen(false)}
      />
    </div>
  );
};
