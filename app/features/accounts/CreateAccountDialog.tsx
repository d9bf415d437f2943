import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCreateAccountForm } from '../../../common/contracts/accounts.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { queueToastAfterReload } from '../../components/toastContext.ts';
import { isApiError } from '../../lib/api.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { createAccount } from './accountsApi.ts';

interface TCreateAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §5/§8: one name field; 422 → "account exists", anything else → a generic error. */
export const CreateAccountDialog = ({ open, onClose }: TCreateAccountDialogProps) => {
  const { t } = useTranslation();
  const formId = useId();
  const form = useZodForm(ZCreateAccountForm, { account_name: '' });
  const create = useMutation({
    mutationFn: createAccount,
    onSuccess: (data) => {
      queueToastAfterReload(t('createAccount.success'));
      window.location.assign(`/app/accounts/${data.account_id}/dashboard`);
    },
  });
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const isBusy = create.isPending || create.isSuccess;

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('createAccount.title')}
      description={t('createAccount.description')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!form.isValid} isLoading={isBusy}>
            {t('createAccount.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit((values) => create.mutate(values.account_name))}
        className="space-y-4"
      >
        {create.isError ? (
          <Alert>
            {isApiError(create.error) && create.error.status === 422 ? t('createAccount.exists') : t('errors.generic')}
          </Alert>
        ) : null}
        <TextField label={t('fields.accountName')} autoComplete="organization" {...form.field('account_name')} />
      </form>
    </Dialog>
  );
};
