import { useQuery } from '@tanstack/react-query';
import type { TDashboardApp } from '../../../common/contracts/integrations.ts';
import { api } from '../../lib/api.ts';

// The conversation screen reads this module (whether the account has dashboard apps): keep it small.
export const integrationKeys = {
  apps: (accountId: number) => ['accounts', accountId, 'integrations', 'apps'] as const,
  dashboardApps: (accountId: number) => ['accounts', accountId, 'dashboardApps'] as const,
};

/** The account's dashboard apps (the conversation screen shows a tab for each). */
export const useDashboardApps = (accountId: number) =>
  useQuery({
    queryKey: integrationKeys.dashboardApps(accountId),
    queryFn: () =>
      api<TDashboardApp[]>(`/api/v1/accounts/${accountId}/dashboard_apps`, { contract: 'dashboardAppList' }),
    staleTime: 60_000,
  });
