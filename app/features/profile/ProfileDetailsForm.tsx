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
  current_password: z.string().max(LIMITS.passwordMax),
});

const isSameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const ProfileDetailsForm = ({ user }: { user: TCurrentUser }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useZodForm(ZProfileDetailsForm, {
    name: user.name,
    display_name: user.display_name ?? '',
    email: user.email,
    current_password: '',
  });
  const labels = {
    name: t('fields.fullName'),
    display_name: t('fields.displayName'),
    email: t('fields.email'),
    current_password: t('fields.currentPassword'),
  };
  // The server asks for the password only when the email changes; so does the form.
  const emailChanges = !isSameEmail(form.values.email, user.email);
  const save = useProfileMutation(updateProfile);
  const submit = form.handleSubmit(({ current_password, ...values }) =>
    save.mutate(
      { ...values, display_name: values.display_name || null, ...(emailChanges ? { current_password } : {}) },
      {
        onSuccess: () => {
          form.setValue('current_password', '');
          toast.show(t('profile.saved'));
        },
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
      {emailChanges ? (
        <TextField
          label={labels.current_password}
          type="password"
          autoComplete="current-password"
          hint={t('profile.emailChangePasswordHint')}
          {...form.field('current_password')}
        />
      ) : null}
      <Button type="submit" isLoading={save.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
};
