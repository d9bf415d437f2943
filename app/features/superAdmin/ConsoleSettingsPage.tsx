import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInstallationSettings } from '../../../common/contracts/superAdmin.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { ConsoleCaptainSettings } from './ConsoleCaptainSettings.tsx';
import { SmtpTest } from './SmtpTest.tsx';
import { getSettings, superAdminKeys, updateSettings, uploadLogo } from './superAdminApi.ts';

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

/** Installation settings: name, logo, brand colour, support email, sign-up, and an SMTP test. */
export const ConsoleSettingsPage = () => {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: superAdminKeys.settings(), queryFn: getSettings });
  if (settings.isPending) return <LoadingScreen />;
  if (settings.isError) return <Alert className="m-6">{apiErrorMessage(settings.error, t)}</Alert>;
  return (
    <>
      <PageHeader title={t('superAdmin.settings.title')} description={t('superAdmin.settings.description')} />
      <div className="grid gap-6 p-6 lg:grid-cols-2">
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
        <section aria-labelledby="smtp-test" className={sectionClass}>
          <SmtpTest configured={settings.data.smtp_configured} />
        </section>
        <ConsoleCaptainSettings />
      </div>
    </>
  );
};

const SettingsForm = ({ settings }: { settings: TInstallationSettings }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(settings.installation_name);
  const [color, setColor] = useState(settings.brand_color);
  const [email, setEmail] = useState(settings.support_email ?? '');
  const [signup, setSignup] = useState(settings.signup_enabled === null ? 'env' : String(settings.signup_enabled));
  const onSuccess = (fresh: TInstallationSettings) => {
    queryClient.setQueryData(superAdminKeys.settings(), fresh);
    void queryClient.invalidateQueries({ queryKey: ['installation'] });
    toast.show(t('superAdmin.saved'), 'success');
  };
  const onError = (e: unknown) => toast.show(apiErrorMessage(e, t), 'error');
  const save = useMutation({
    mutationFn: () =>
      updateSettings({
        installation_name: name.trim(),
        brand_color: color,
        support_email: email.trim(),
        signup_enabled: signup === 'env' ? null : signup === 'true',
      }),
    onSuccess,
    onError,
  });
  const logo = useMutation({ mutationFn: uploadLogo, onSuccess, onError });
  const removeLogo = useMutation({ mutationFn: () => updateSettings({ remove_logo: true }), onSuccess, onError });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  // What ENABLE_ACCOUNT_SIGNUP says (the effective value while nothing is stored).
  const envWord = settings.signup_enabled === null && settings.signup_effective ? 'on' : 'off';

  return (
    <form onSubmit={submit} className={`${sectionClass} space-y-4`} aria-labelledby="installation-settings">
      <h2 id="installation-settings" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('superAdmin.settings.branding')}
      </h2>
      <TextField label={t('superAdmin.settings.name')} value={name} onChange={(e) => setName(e.target.value)} />
      <div>
        <span className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('superAdmin.settings.logo')}
        </span>
        <div className="flex items-center gap-3">
          {settings.logo_url ? (
            <img src={settings.logo_url} alt={t('superAdmin.settings.currentLogo')} className="size-10 rounded" />
          ) : null}
          <label className="cursor-pointer rounded-lg border border-field px-3 py-1.5 text-sm text-slate-700 focus-within:ring-2 focus-within:ring-focus dark:text-slate-200">
            {t('superAdmin.settings.uploadLogo')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) logo.mutate(file);
              }}
            />
          </label>
          {settings.logo_url ? (
            <Button variant="ghost" size="sm" onClick={() => removeLogo.mutate()}>
              {t('superAdmin.settings.removeLogo')}
            </Button>
          ) : null}
        </div>
      </div>
      <div>
        <label htmlFor="brand-color" className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('superAdmin.settings.brandColor')}
        </label>
        <input
          id="brand-color"
          type="color"
          value={color}
          onChange={(e) => setColor(e.target.value)}
          className="h-9 w-16 cursor-pointer rounded border border-field"
        />
      </div>
      <TextField
        label={t('superAdmin.settings.supportEmail')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SelectField
        label={t('superAdmin.settings.signup')}
        value={signup}
        onChange={(e) => setSignup(e.target.value)}
        options={[
          { value: 'env', label: t('superAdmin.settings.signupEnv', { state: t(`superAdmin.settings.${envWord}`) }) },
          { value: 'true', label: t('superAdmin.settings.signupOn') },
          { value: 'false', label: t('superAdmin.settings.signupOff') },
        ]}
      />
      <Button type="submit" isLoading={save.isPending}>
        {t('superAdmin.settings.save')}
      </Button>
    </form>
  );
};
