import { useQuery } from '@tanstack/react-query';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { isApiError } from '../../lib/api.ts';
import { hasSession } from '../../lib/session.ts';
import { authKeys, fetchCurrentUser } from './authApi.ts';

/**
 * The signed-in user. A user still held in memory counts as signed out once the session
 * cookie is gone (expired, or cleared by another tab): spec §4 "Session".
 */
export const useCurrentUser = () => {
  const query = useQuery({
    queryKey: authKeys.currentUser,
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60 * 1000,
    retry: (count, err) => !(isApiError(err) && err.status > 0 && err.status < 500) && count < 2,
  });
  const data: TCurrentUser | null | undefined = query.data && !hasSession() ? null : query.data;
  return { ...query, data };
};
