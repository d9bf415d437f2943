import { useQuery } from '@tanstack/react-query';
import { accountKeys, fetchAccountLimits } from './accountQueries.ts';

export const useAccountLimits = (accountId: number, enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.limits(accountId),
    queryFn: () => fetchAccountLimits(accountId),
    staleTime: 5 * 60_000,
    enabled,
  });
