import { useQuery } from '@tanstack/react-query';
import { integrationKeys } from './dashboardAppsQuery.ts';
import { fetchApps } from './integrationQueries.ts';

export interface THookStatus {
  connected: boolean;
  needsReconnect: boolean;
}

/** Whether the account has a one-per-account app connected (its hook), and whether the provider refused its token. */
export const useHookStatus = (accountId: number, appId: string): THookStatus => {
  const apps = useQuery({
    queryKey: integrationKeys.apps(accountId),
    queryFn: () => fetchApps(accountId),
    staleTime: 60_000,
  });
  const hook = apps.data?.find((a) => a.id === appId)?.hooks[0];
  return {
    connected: Boolean(hook?.status),
    needsReconnect: hook?.settings.reauthorization_required === true,
  };
};
