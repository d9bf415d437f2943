import { useQuery } from '@tanstack/react-query';
import type { TCustomFilterType } from '../../../common/contracts/customFilters.ts';
import { customFilterKeys, fetchCustomFilters } from './customFilterQueries.ts';

export const useCustomFilters = (accountId: number, type: TCustomFilterType) =>
  useQuery({
    queryKey: customFilterKeys.list(accountId, type),
    queryFn: () => fetchCustomFilters(accountId, type),
    staleTime: 60_000,
  });
