import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TAccount } from '../../../common/contracts/accounts.ts';
import { ZName } from '../../../common/contracts/fields.ts';
import { ACCOUNT_LANGUAGES } from '../../../common/accountLanguages.ts';
import { chatwootCode } from '../../../common/languages.ts';
import { LIMITS } from '../../../common/limits.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { languageGroups } from '../preferences/index.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { useAccountUpdate } from './useAccountUpdate.ts';

const ZAccountDetailsForm = z.object({
  name: ZName,
  locale: z.enum(ACCOUNT_LANGUAGES),
  support_email: z.union([z.literal(''), z.email({ message: 'is invalid' }).max(LIMITS.emailMax)]),
  domain: z
    .string()
    .trim()
    .max(LIMITS.nameMax, { message: `must be at most ${LIMITS.nameMax} characters` }),
});

/** Name, language (activity lines and right-to-left), support email and custom domain. */
export const AccountDetailsForm = ({ account }: { account: TAccount }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const code = chatwootCode(account.locale);
  const locale = ACCOUNT_LANGUAGES.find((l) => l === code) ?? 'en';
  const form = useZodForm(ZAccountDetailsForm, {
    name: account.name,
    locale,
    support_email: account.support_email ?? '',
    domain: account.domain ?? '',
  });
  const labels = {
    name: t('accountSettings.fields.name'),
    locale: t('accountSettings.fields.locale'),
    support_email: t('accountSettings.fields.supportEmail'),
    domain: t('accountSettings.fields.domain'),
  };
  const save = useAccountUpdate(account.id);
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, support_email: values.support_email || null, domain: values.domain || null },
      {
        onSuccess: () => toast.show(t('accountSettings.saved')),
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
      <TextField label={labels.name} autoComplete="organization" {...form.field('name')} />
      <SelectField label={labels.locale} options={[]} groups={languageGroups(t)} {...form.field('locale')} />
      <TextField
        label={labels.support_email}
        type="email"
        dir="ltr"
        hint={t('accountSettings.supportEmailHint')}
        {...form.field('support_email')}
      />
      <TextField label={labels.domain} dir="ltr" hint={t('accountSettings.domainHint')} {...form.field('domain')} />
      <Button type="submit" isLoading={save.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
};
