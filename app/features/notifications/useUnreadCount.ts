import { useQuery } from '@tanstack/react-query';
import { fetchUnreadCount, notificationKeys } from './notificationQueries.ts';

/** The bell's count; realtime events refresh it once they arrive, a slow poll until then. */
export const useUnreadCount = (accountId: number) =>
  useQuery({
    queryKey: notificationKeys.unreadCount(accountId),
    queryFn: () => fetchUnreadCount(accountId),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
