import { useQuery } from '@tanstack/react-query';
import { accountKeys, fetchAccount } from './accountQueries.ts';

/** GET /api/v1/accounts/:id: features, limits, subscription attributes, latest version. */
export const useAccountDetails = (accountId: number) =>
  useQuery({ queryKey: accountKeys.detail(accountId), queryFn: () => fetchAccount(accountId), staleTime: 60_000 });
