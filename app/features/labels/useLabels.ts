import { useQuery } from '@tanstack/react-query';
import { fetchLabels, labelKeys } from './labelQueries.ts';

export const useLabels = (accountId: number) =>
  useQuery({ queryKey: labelKeys.list(accountId), queryFn: () => fetchLabels(accountId), staleTime: 60_000 });
