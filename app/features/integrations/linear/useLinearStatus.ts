import { useQuery } from '@tanstack/react-query';
import { integrationKeys } from '../dashboardAppsQuery.ts';
import { fetchApps } from '../integrationQueries.ts';

/** Whether the account has Linear connected (its hook), and whether Linear refused the stored token. */
export const useLinearStatus = (accountId: number) => {
  const apps = useQuery({
    queryKey: integrationKeys.apps(accountId),
    queryFn: () => fetchApps(accountId),
    staleTime: 60_000,
  });
  const hook = apps.data?.find((a) => a.id === 'linear')?.hooks[0];
  return {
    connected: Boolean(hook?.status),
    needsReconnect: hook?.settings.reauthorization_required === true,
  };
};
