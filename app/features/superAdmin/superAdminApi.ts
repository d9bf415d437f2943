import type { TAuditLogList } from '../../../common/contracts/auditLogs.ts';
import { z } from 'zod';
import type {
  TImpersonation,
  TInstallationSettings,
  TInstanceStatus,
  TSmtpTestResult,
  TSuperAdminAccountDetail,
  TSuperAdminAccountList,
  TSuperAdminUpdateAccountRequest,
  TSuperAdminUserDetail,
  TSuperAdminUserList,
  TSystemBot,
  TUpdateInstallationSettingsRequest,
} from '../../../common/contracts/superAdmin.ts';
import type {
  TCaptainConsoleSettings,
  TUpdateCaptainConsoleSettingsRequest,
} from '../../../common/contracts/captain.ts';
import { api } from '../../lib/api.ts';

const base = '/api/v1/super_admin';

/** One key factory for the console's queries. */
export const superAdminKeys = {
  all: ['superAdmin'] as const,
  accounts: (q: string, page: number) => [...superAdminKeys.all, 'accounts', q, page] as const,
  account: (id: number) => [...superAdminKeys.all, 'account', id] as const,
  users: (q: string, page: number) => [...superAdminKeys.all, 'users', q, page] as const,
  user: (id: number) => [...superAdminKeys.all, 'user', id] as const,
  settings: () => [...superAdminKeys.all, 'settings'] as const,
  captain: () => [...superAdminKeys.all, 'captain'] as const,
  bots: () => [...superAdminKeys.all, 'bots'] as const,
  platformApps: () => [...superAdminKeys.all, 'platformApps'] as const,
  status: () => [...superAdminKeys.all, 'status'] as const,
  auditLogs: (page: number) => [...superAdminKeys.all, 'auditLogs', page] as const,
};

const listUrl = (path: string, q: string, page: number) =>
  `${base}/${path}?${new URLSearchParams({ ...(q && { q }), page: String(page) }).toString()}`;

export const listAccounts = (q: string, page: number) =>
  api<TSuperAdminAccountList>(listUrl('accounts', q, page), { contract: 'superAdminAccountList' });
export const getAccount = (id: number) =>
  api<TSuperAdminAccountDetail>(`${base}/accounts/${id}`, { contract: 'superAdminAccount' });
export const createAccount = (name: string) =>
  api<TSuperAdminAccountDetail>(`${base}/accounts`, { method: 'POST', body: { name }, contract: 'superAdminAccount' });
export const updateAccount = (id: number, body: TSuperAdminUpdateAccountRequest) =>
  api<TSuperAdminAccountDetail>(`${base}/accounts/${id}`, { method: 'PATCH', body, contract: 'superAdminAccount' });
export const deleteAccount = (id: number) =>
  api<TSuperAdminAccountDetail>(`${base}/accounts/${id}`, { method: 'DELETE', contract: 'superAdminAccount' });

export const restoreAccount = (id: number) =>
  api<TSuperAdminAccountDetail>(`${base}/accounts/${id}/restore`, {
    method: 'POST',
    contract: 'superAdminAccount',
  });

export const listUsers = (q: string, page: number) =>
  api<TSuperAdminUserList>(listUrl('users', q, page), { contract: 'superAdminUserList' });
export const getUser = (id: number) =>
  api<TSuperAdminUserDetail>(`${base}/users/${id}`, { contract: 'superAdminUser' });
export type TUserAction = 'confirm' | 'reset_password' | 'reset_mfa';
export const userAction = (id: number, action: TUserAction) =>
  api<TSuperAdminUserDetail>(`${base}/users/${id}/${action}`, { method: 'POST', contract: 'superAdminUser' });
export const impersonateUser = (id: number) =>
  api<TImpersonation>(`${base}/users/${id}/impersonate`, { method: 'POST', contract: 'impersonation' });

export const getSettings = () => api<TInstallationSettings>(`${base}/settings`, { contract: 'installationSettings' });
export const updateSettings = (body: TUpdateInstallationSettingsRequest) =>
  api<TInstallationSettings>(`${base}/settings`, { method: 'PATCH', body, contract: 'installationSettings' });
export const uploadLogo = (file: File) => {
  const form = new FormData();
  form.append('logo', file);
  return api<TInstallationSettings>(`${base}/settings/logo`, {
    method: 'POST',
    body: form,
    contract: 'installationSettings',
  });
};
export const testSmtp = (email: string) =>
  api<TSmtpTestResult>(`${base}/settings/smtp_test`, { method: 'POST', body: { email }, contract: 'smtpTestResult' });

export const listSystemBots = () => api<{ payload: TSystemBot[] }>(`${base}/agent_bots`, { contract: 'systemBotList' });
export const createSystemBot = (body: { name: string; outgoing_url: string }) =>
  api<TSystemBot>(`${base}/agent_bots`, { method: 'POST', body, contract: 'systemBot' });
export const deleteSystemBot = (id: number) =>
  api<unknown>(`${base}/agent_bots/${id}`, { method: 'DELETE', contract: 'empty' });

export const listInstallationAuditLogs = (page: number) =>
  api<TAuditLogList>(`${base}/audit_logs?page=${page}`, { contract: 'auditLogList' });

export const getInstanceStatus = () => api<TInstanceStatus>(`${base}/instance_status`, { contract: 'instanceStatus' });
export const retryJob = (name: string, id: string) =>
  api<unknown>(`${base}/jobs/${encodeURIComponent(name)}/${id}/retry`, { method: 'POST', contract: 'empty' });

/**
 * Platform apps: their routes belong to the Platform API's module; the console parses their answers with
 * these schemas (the token comes once, in the answer to create).
 */
export const ZPlatformApp = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.union([z.string(), z.number()]),
});
export type TPlatformApp = z.infer<typeof ZPlatformApp>;
const ZPlatformAppList = z.object({ payload: z.array(ZPlatformApp) });
const ZPlatformAppCreated = ZPlatformApp.extend({ access_token: z.string() });
export type TPlatformAppCreated = z.infer<typeof ZPlatformAppCreated>;

export const listPlatformApps = async () =>
  ZPlatformAppList.parse(await api<unknown>(`${base}/platform_apps`, { contract: 'platformAppList' })).payload;
export const createPlatformApp = async (name: string) =>
  ZPlatformAppCreated.parse(
    await api<unknown>(`${base}/platform_apps`, { method: 'POST', body: { name }, contract: 'platformAppCreated' }),
  );
export const deletePlatformApp = (id: number) =>
  api<unknown>(`${base}/platform_apps/${id}`, { method: 'DELETE', contract: 'empty' });

export const getCaptainSettings = () =>
  api<TCaptainConsoleSettings>(`${base}/captain_settings`, { contract: 'captainConsoleSettings' });
export const updateCaptainSettings = (body: TUpdateCaptainConsoleSettingsRequest) =>
  api<TCaptainConsoleSettings>(`${base}/captain_settings`, {
    method: 'PATCH',
    body,
    contract: 'captainConsoleSettings',
  });
