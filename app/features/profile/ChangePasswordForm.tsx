import { useTranslation } from 'react-i18next';
import { ZChangePasswordForm } from '../../../common/contracts/profile.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { updateProfile } from './profileApi.ts';
import { useProfileMutation } from './useProfileMutation.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export const ChangePasswordForm = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useZodForm(ZChangePasswordForm, EMPTY);
  const labels = {
    current_password: t('fields.currentPassword'),
    password: t('fields.newPassword'),
    password_confirmation: t('fields.confirmPassword'),
  };
  const change = useProfileMutation(updateProfile);
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.show(t('profile.passwordChanged'));
      },
      onError: (err) => {
        if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, labels);
      },
    }),
  );
  const showAlert = change.isError && !(isApiError(change.error) && change.error.code === 'validation_failed');
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {showAlert ? <Alert>{apiErrorMessage(change.error, t)}</Alert> : null}
      <TextField
        label={labels.current_password}
        type="password"
        autoComplete="current-password"
        {...form.field('current_password')}
      />
      <TextField label={labels.password} type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField
        label={labels.password_confirmation}
        type="password"
        autoComplete="new-password"
        {...form.field('password_confirmation')}
      />
      <Button type="submit" isLoading={change.isPending}>
        {t('profile.passwordSubmit')}
      </Button>
    </form>
  );
};
