import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateHookRequest,
  TDashboardApp,
  TDashboardAppRequest,
  TIntegrationApp,
  TIntegrationHook,
  TUpdateDashboardAppRequest,
  TUpdateHookRequest,
} from '../../../common/contracts/integrations.ts';
import { api } from '../../lib/api.ts';

import { integrationKeys } from './dashboardAppsQuery.ts';

export { integrationKeys, useDashboardApps } from './dashboardAppsQuery.ts';

const base = (accountId: number) => `/api/v1/accounts/${accountId}/integrations`;
const appsBase = (accountId: number) => `/api/v1/accounts/${accountId}/dashboard_apps`;

export const fetchApps = async (accountId: number) =>
  (await api<{ payload: TIntegrationApp[] }>(`${base(accountId)}/apps`, { contract: 'integrationAppList' })).payload;

/** The apps this installation offers, with the account's hooks. */
export const useIntegrationApps = (accountId: number) =>
  useQuery({ queryKey: integrationKeys.apps(accountId), queryFn: () => fetchApps(accountId) });

export const useHookMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: integrationKeys.apps(accountId) });
  return {
    create: useMutation({
      mutationFn: (input: TCreateHookRequest) =>
        api<TIntegrationHook>(`${base(accountId)}/hooks`, { method: 'POST', body: input, contract: 'integrationHook' }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateHookRequest }) =>
        api<TIntegrationHook>(`${base(accountId)}/hooks/${id}`, {
          method: 'PATCH',
          body: input,
          contract: 'integrationHook',
        }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        api<Record<string, never>>(`${base(accountId)}/hooks/${id}`, { method: 'DELETE', contract: 'empty' }),
      onSuccess,
    }),
  };
};

export const useDashboardAppMutations = (accountId: number) => {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: integrationKeys.dashboardApps(accountId) }),
      queryClient.invalidateQueries({ queryKey: integrationKeys.apps(accountId) }),
    ]);
  return {
    create: useMutation({
      mutationFn: (input: TDashboardAppRequest) =>
        api<TDashboardApp>(appsBase(accountId), { method: 'POST', body: input, contract: 'dashboardApp' }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: TUpdateDashboardAppRequest }) =>
        api<TDashboardApp>(`${appsBase(accountId)}/${id}`, { method: 'PATCH', body: input, contract: 'dashboardApp' }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        api<Record<string, never>>(`${appsBase(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' }),
      onSuccess,
    }),
  };
};
