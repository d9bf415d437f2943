import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/index.ts';
import { isApiError } from './api.ts';

/**
 * A lost session anywhere (code `unauthenticated`, not a 401 `forbidden`, which only means "not
 * allowed") re-runs the validity check, whose own lost-session answer signs the user out (spec §4 "Session").
 */
const onError = (err: unknown) => {
  if (isApiError(err) && err.code === 'unauthenticated') {
    void queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
  }
};

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      retry: (count, err) => !(isApiError(err) && err.status > 0 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
