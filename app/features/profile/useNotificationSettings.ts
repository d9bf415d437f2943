import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEmailFlag, TNotificationSettings, TPushFlag } from '../../../common/contracts/notificationSettings.ts';
import {
  fetchNotificationSettings,
  notificationSettingsKeys,
  saveNotificationSettings,
} from './notificationSettingsApi.ts';

type TSelection = { selected_email_flags?: TEmailFlag[]; selected_push_flags?: TPushFlag[] };

/**
 * The member's email and push preferences in this account, and a mutation saving them.
 * A change shows at once; a failed save puts the previous selection back.
 */
export const useNotificationSettings = (accountId: number) => {
  const queryClient = useQueryClient();
  const key = notificationSettingsKeys.detail(accountId);
  const query = useQuery({ queryKey: key, queryFn: () => fetchNotificationSettings(accountId) });
  const mutation = useMutation({
    mutationFn: (selected: TSelection) => saveNotificationSettings(accountId, selected),
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
  /**
   * The checkboxes are controlled by the cache, so the cache changes in the same tick as the
   * click (an async onMutate would let React put the old state back first).
   */
  const save = {
    isPending: mutation.isPending,
    mutate: (selected: TSelection, opts: { onSuccess?: () => void; onError?: (err: unknown) => void } = {}) => {
      const previous = queryClient.getQueryData<TNotificationSettings>(key);
      if (previous) queryClient.setQueryData<TNotificationSettings>(key, { ...previous, ...selected });
      void queryClient.cancelQueries({ queryKey: key });
      mutation.mutate(selected, {
        onSuccess: () => opts.onSuccess?.(),
        onError: (err) => {
          if (previous) queryClient.setQueryData(key, previous);
          opts.onError?.(err);
        },
      });
    },
  };
  return { query, save };
};
