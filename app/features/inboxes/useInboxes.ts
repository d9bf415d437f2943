import { useQuery } from '@tanstack/react-query';
import { fetchInboxes, inboxKeys } from './inboxQueries.ts';

export const useInboxes = (accountId: number) =>
  useQuery({ queryKey: inboxKeys.list(accountId), queryFn: () => fetchInboxes(accountId), staleTime: 60_000 });
