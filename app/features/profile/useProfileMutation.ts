import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { authKeys } from '../auth/index.ts';

/** A profile call that answers with the current user: the answer replaces the cached user. */
export const useProfileMutation = <TVars>(mutationFn: (vars: TVars) => Promise<TCurrentUser>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => queryClient.setQueryData(authKeys.currentUser, user),
  });
};
