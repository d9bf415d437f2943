import type {
  TSamlFields,
  TSamlSettings,
  TSsoSettings,
  TSsoTestResult,
  TUpdateSsoSettingsRequest,
} from '../../../common/contracts/sso.ts';
import { api } from '../../lib/api.ts';

/** Single sign-on's settings calls (docs/SSO.md); the login page's is auth's signInApi.startSsoLogin. */
const base = (accountId: number) => `/api/v1/accounts/${accountId}`;

export const ssoKeys = { settings: (accountId: number) => ['accounts', accountId, 'ssoSettings'] as const };

export const fetchSsoSettings = (accountId: number) =>
  api<TSsoSettings>(`${base(accountId)}/sso_settings`, { contract: 'ssoSettings' });

export const updateSsoSettings = (accountId: number, body: TUpdateSsoSettingsRequest) =>
  api<TSsoSettings>(`${base(accountId)}/sso_settings`, { method: 'PATCH', body, contract: 'ssoSettings' });

export const testSsoSettings = (accountId: number, protocol: 'oidc' | 'saml') =>
  api<TSsoTestResult>(`${base(accountId)}/sso_settings/test`, {
    method: 'POST',
    body: { protocol },
    contract: 'ssoTestResult',
  });

export const saveSamlSettings = (accountId: number, body: TSamlFields, exists: boolean) =>
  api<TSamlSettings>(`${base(accountId)}/saml_settings`, {
    method: exists ? 'PATCH' : 'POST',
    body,
    contract: 'samlSettings',
  });

export const deleteSamlSettings = (accountId: number) =>
  api<Record<string, never>>(`${base(accountId)}/saml_settings`, { method: 'DELETE', contract: 'empty' });
