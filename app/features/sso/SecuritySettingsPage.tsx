import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSsoSettings, TSsoTestResult } from '../../../common/contracts/sso.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { CopyField } from '../../components/CopyField.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useAccountDetails, useCurrentAccount } from '../accounts/index.ts';
import { MfaPolicySection } from './MfaPolicySection.tsx';
import {
  deleteSamlSettings,
  fetchSsoSettings,
  saveSamlSettings,
  ssoKeys,
  testSsoSettings,
  updateSsoSettings,
} from './ssoApi.ts';

const section = 'space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
const heading = 'text-base font-semibold text-slate-900 dark:text-white';

/** Role mappings are edited as JSON: `{"Admins": {"role": "administrator"}, "Support": {"custom_role_id": 3}}`. */
const parseMappings = (text: string) => {
  if (!text.trim()) return {};
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
  return value as Record<string, { role?: 0 | 1 | 'agent' | 'administrator'; custom_role_id?: number | null }>;
};
const showMappings = (m: object) => (Object.keys(m).length ? JSON.stringify(m, null, 2) : '');

const Switch = ({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) => {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <ToggleSwitch checked={checked} onChange={onChange} labelledBy={id} />
      <span id={id} className="text-sm text-slate-700 dark:text-slate-200">
        {label}
      </span>
    </div>
  );
};

const TestOutcome = ({ result }: { result: TSsoTestResult | null }) => {
  const { t } = useTranslation();
  if (!result) return null;
  return (
    <p
      role="status"
      className={`text-sm ${result.ok ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
    >
      {result.ok ? t('ssoPage.testOk') : t('ssoPage.testFailed', { reason: result.message })}
    </p>
  );
};

/** security_settings: two-factor policy (MfaPolicySection), single sign-on (OpenID Connect, SAML), its domains and "Enforce SSO" (docs/SSO.md). */
export const SecuritySettingsPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const settings = useQuery({ queryKey: ssoKeys.settings(account.id), queryFn: () => fetchSsoSettings(account.id) });
  const details = useAccountDetails(account.id);
  if (!settings.data || !details.data) return <LoadingScreen />;
  const policy = details.data.settings;
  return (
    <>
      <PageHeader title={t('ssoPage.title')} description={t('ssoPage.description')} />
      <div className="max-w-3xl space-y-6 p-6">
        <MfaPolicySection
          key={`${policy.mfa_required}|${policy.mfa_grace_period_days}`}
          account={details.data}
          className={section}
        />
        <SsoForms accountId={account.id} data={settings.data} />
      </div>
    </>
  );
};

const SsoForms = ({ accountId, data }: { accountId: number; data: TSsoSettings }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [domains, setDomains] = useState(data.allowed_domains.join(', '));
  const [enforce, setEnforce] = useState(data.enforce_sso);
  const [oidc, setOidc] = useState({
    enabled: data.oidc.enabled,
    issuer: data.oidc.issuer ?? '',
    client_id: data.oidc.client_id ?? '',
    client_secret: '',
    groups_claim: data.oidc.groups_claim,
    role_mappings: showMappings(data.oidc.role_mappings),
  });
  const [saml, setSaml] = useState({
    enabled: data.saml_enabled,
    sso_url: data.saml?.sso_url ?? '',
    certificate: data.saml?.certificate ?? '',
    idp_entity_id: data.saml?.idp_entity_id ?? '',
    sp_entity_id: data.saml?.sp_entity_id ?? '',
    role_mappings: showMappings(data.saml?.role_mappings ?? {}),
  });
  const [oidcTest, setOidcTest] = useState<TSsoTestResult | null>(null);
  const [samlTest, setSamlTest] = useState<TSsoTestResult | null>(null);
  const refresh = (next?: TSsoSettings) =>
    next
      ? queryClient.setQueryData(ssoKeys.settings(accountId), next)
      : queryClient.invalidateQueries({ queryKey: ssoKeys.settings(accountId) });
  const failed = (e: unknown) =>
    toast.show(e instanceof SyntaxError ? t('ssoPage.badMappings') : apiErrorMessage(e, t), 'error');

  const saveGeneral = useMutation({
    mutationFn: () =>
      updateSsoSettings(accountId, {
        enforce_sso: enforce,
        allowed_domains: domains
          .split(/[\s,]+/)
          .map((d) => d.trim())
          .filter(Boolean),
      }),
    onSuccess: (next) => {
      void refresh(next);
      toast.show(t('ssoPage.saved'));
    },
    onError: failed,
  });
  const saveOidc = useMutation({
    mutationFn: () =>
      updateSsoSettings(accountId, {
        oidc: {
          enabled: oidc.enabled,
          issuer: oidc.issuer || null,
          client_id: oidc.client_id || null,
          ...(oidc.client_secret && { client_secret: oidc.client_secret }),
          groups_claim: oidc.groups_claim || 'groups',
          role_mappings: parseMappings(oidc.role_mappings),
        },
      }),
    onSuccess: (next) => {
      setOidc((o) => ({ ...o, client_secret: '' }));
      void refresh(next);
      toast.show(t('ssoPage.saved'));
    },
    onError: failed,
  });
  const saveSaml = useMutation({
    mutationFn: async () => {
      await saveSamlSettings(
        accountId,
        {
          sso_url: saml.sso_url,
          certificate: saml.certificate,
          idp_entity_id: saml.idp_entity_id || null,
          sp_entity_id: saml.sp_entity_id || null,
          role_mappings: parseMappings(saml.role_mappings),
        },
        Boolean(data.saml),
      );
      return updateSsoSettings(accountId, { saml_enabled: saml.enabled });
    },
    onSuccess: (next) => {
      void refresh(next);
      toast.show(t('ssoPage.saved'));
    },
    onError: failed,
  });
  const removeSaml = useMutation({
    mutationFn: () => deleteSamlSettings(accountId),
    onSuccess: () => {
      setSaml({ enabled: false, sso_url: '', certificate: '', idp_entity_id: '', sp_entity_id: '', role_mappings: '' });
      void refresh();
    },
    onError: failed,
  });
  const test = useMutation({
    mutationFn: (protocol: 'oidc' | 'saml') => testSsoSettings(accountId, protocol),
    onSuccess: (result, protocol) => (protocol === 'oidc' ? setOidcTest(result) : setSamlTest(result)),
    onError: failed,
  });
  const sp = data.service_provider;

  return (
    <>
      <section aria-labelledby="sso-general" className={section}>
        <h2 id="sso-general" className={heading}>
          {t('ssoPage.general')}
        </h2>
        <TextField
          label={t('ssoPage.allowedDomains')}
          hint={t('ssoPage.allowedDomainsHint')}
          value={domains}
          onChange={(e) => setDomains(e.target.value)}
        />
        <Switch label={t('ssoPage.enforce')} checked={enforce} onChange={setEnforce} />
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {data.break_glass_user
            ? t('ssoPage.breakGlass', { name: data.break_glass_user.name, email: data.break_glass_user.email })
            : t('ssoPage.enforceHint')}
        </p>
        <Button onClick={() => saveGeneral.mutate()} isLoading={saveGeneral.isPending}>
          {t('ssoPage.saveGeneral')}
        </Button>
      </section>

      <section aria-labelledby="sso-oidc" className={section}>
        <h2 id="sso-oidc" className={heading}>
          {t('ssoPage.oidc')}
        </h2>
        <Switch
          label={t('ssoPage.oidcEnabled')}
          checked={oidc.enabled}
          onChange={(v) => setOidc({ ...oidc, enabled: v })}
        />
        <TextField
          label={t('ssoPage.issuer')}
          dir="ltr"
          value={oidc.issuer}
          onChange={(e) => setOidc({ ...oidc, issuer: e.target.value })}
        />
        <TextField
          label={t('ssoPage.clientId')}
          dir="ltr"
          value={oidc.client_id}
          onChange={(e) => setOidc({ ...oidc, client_id: e.target.value })}
        />
        <TextField
          label={t('ssoPage.clientSecret')}
          type="password"
          autoComplete="off"
          hint={data.oidc.client_secret_set ? t('ssoPage.secretStored') : undefined}
          value={oidc.client_secret}
          onChange={(e) => setOidc({ ...oidc, client_secret: e.target.value })}
        />
        <TextField
          label={t('ssoPage.groupsClaim')}
          dir="ltr"
          value={oidc.groups_claim}
          onChange={(e) => setOidc({ ...oidc, groups_claim: e.target.value })}
        />
        <TextAreaField
          label={t('ssoPage.roleMappings')}
          hint={t('ssoPage.roleMappingsHint')}
          dir="ltr"
          rows={4}
          value={oidc.role_mappings}
          onChange={(e) => setOidc({ ...oidc, role_mappings: e.target.value })}
        />
        <CopyField label={t('ssoPage.redirectUri')} value={sp.oidc_redirect_uri} />
        <CopyField label={t('ssoPage.postLogoutUri')} value={sp.oidc_post_logout_redirect_uri} />
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => saveOidc.mutate()} isLoading={saveOidc.isPending}>
            {t('ssoPage.saveOidc')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => test.mutate('oidc')}
            isLoading={test.isPending && test.variables === 'oidc'}
          >
            {t('ssoPage.testOidc')}
          </Button>
        </div>
        <TestOutcome result={oidcTest} />
      </section>

      <section aria-labelledby="sso-saml" className={section}>
        <h2 id="sso-saml" className={heading}>
          {t('ssoPage.saml')}
        </h2>
        <Switch
          label={t('ssoPage.samlEnabled')}
          checked={saml.enabled}
          onChange={(v) => setSaml({ ...saml, enabled: v })}
        />
        <TextField
          label={t('ssoPage.ssoUrl')}
          dir="ltr"
          value={saml.sso_url}
          onChange={(e) => setSaml({ ...saml, sso_url: e.target.value })}
        />
        <TextAreaField
          label={t('ssoPage.certificate')}
          dir="ltr"
          rows={5}
          value={saml.certificate}
          onChange={(e) => setSaml({ ...saml, certificate: e.target.value })}
        />
        {data.saml ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('ssoPage.fingerprint')}:{' '}
            <span dir="ltr" className="font-mono">
              {data.saml.fingerprint}
            </span>
          </p>
        ) : null}
        <TextField
          label={t('ssoPage.idpEntityId')}
          dir="ltr"
          value={saml.idp_entity_id}
          onChange={(e) => setSaml({ ...saml, idp_entity_id: e.target.value })}
        />
        <TextField
          label={t('ssoPage.spEntityId')}
          dir="ltr"
          hint={t('ssoPage.spEntityIdHint', { value: sp.saml_entity_id })}
          value={saml.sp_entity_id}
          onChange={(e) => setSaml({ ...saml, sp_entity_id: e.target.value })}
        />
        <TextAreaField
          label={t('ssoPage.samlRoleMappings')}
          hint={t('ssoPage.roleMappingsHint')}
          dir="ltr"
          rows={4}
          value={saml.role_mappings}
          onChange={(e) => setSaml({ ...saml, role_mappings: e.target.value })}
        />
        <CopyField label={t('ssoPage.acsUrl')} value={sp.saml_acs_url} />
        <CopyField label={t('ssoPage.metadataUrl')} value={sp.saml_metadata_url} />
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => saveSaml.mutate()} isLoading={saveSaml.isPending}>
            {t('ssoPage.saveSaml')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => test.mutate('saml')}
            isLoading={test.isPending && test.variables === 'saml'}
          >
            {t('ssoPage.testSaml')}
          </Button>
          {data.saml ? (
            <Button variant="danger" onClick={() => removeSaml.mutate()} isLoading={removeSaml.isPending}>
              {t('ssoPage.deleteSaml')}
            </Button>
          ) : null}
        </div>
        <TestOutcome result={samlTest} />
        {data.enforce_sso ? <Alert tone="info">{t('ssoPage.enforcedNote')}</Alert> : null}
      </section>
    </>
  );
};
