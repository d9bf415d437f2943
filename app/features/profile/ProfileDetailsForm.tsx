import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { ZEmail, ZName } from '../../../common/contracts/fields.ts';
import { LIMITS } from '../../../common/limits.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { updateProfile } from './profileApi.ts';
import { useProfileMutation } from './useProfileMutation.ts';

const ZProfileDetailsForm = z.object({
  name: ZName,
  display_name: z.string().trim().max(LIMITS.nameMax),
  email: ZEmail,
});

export const ProfileDetailsForm = ({ user }: { user: TCurrentUser }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useZodForm(ZProfileDetailsForm, {
    name: user.name,
    display_name: user.display_name ?? '',
    email: user.email,
  });
  const labels = { name: t('fields.fullName'), display_name: t('fields.displayName'), email: t('fields.email') };
  const save = useProfileMutation(updateProfile);
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, display_name: values.display_name || null },
      {
        onSuccess: () => toast.show(t('profile.saved')),
        onError: (err) => {
          if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, labels);
        },
      },
    ),
  );
  const showAlert = save.isError && !(isApiError(save.error) && save.error.code === 'validation_failed');
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {showAlert ? <Alert>{apiErrorMessage(save.error, t)}</Alert> : null}
      <TextField label={labels.name} autoComplete="name" {...form.field('name')} />
      <TextField label={labels.display_name} hint={t('profile.displayNameHint')} {...form.field('display_name')} />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        hint={t('profile.emailChangeHint')}
        {...form.field('email')}
      />
      <Button type="submit" isLoading={save.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
};
