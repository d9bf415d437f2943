import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
   * The change shows in the same render as the click: React state (flushed at the end of the
   * event), since the query cache tells its observers a tick later and a controlled checkbox would
   * meanwhile spring back. The cache gets the selection too, and gets the old one back on failure.
   */
  const [pending, setPending] = useState<TSelection | null>(null);
  const save = {
    isPending: mutation.isPending,
    mutate: (selected: TSelection, opts: { onSuccess?: () => void; onError?: (err: unknown) => void } = {}) => {
      setPending((p) => ({ ...p, ...selected }));
      const previous = queryClient.getQueryData<TNotificationSettings>(key);
      if (previous) queryClient.setQueryData<TNotificationSettings>(key, { ...previous, ...selected });
      void queryClient.cancelQueries({ queryKey: key });
      mutation.mutate(selected, {
        onSuccess: () => opts.onSuccess?.(),
        onError: (err) => {
          if (previous) queryClient.setQueryData(key, previous);
          opts.onError?.(err);
        },
        onSettled: () => setPending(null),
      });
    },
  };
  const settings = query.data && pending ? { ...query.data, ...pending } : query.data;
  return { query, settings, save };
};
