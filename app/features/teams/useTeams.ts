import { useQuery } from '@tanstack/react-query';
import { fetchTeams, teamKeys } from './teamQueries.ts';

export const useTeams = (accountId: number) =>
  useQuery({ queryKey: teamKeys.list(accountId), queryFn: () => fetchTeams(accountId), staleTime: 60_000 });
