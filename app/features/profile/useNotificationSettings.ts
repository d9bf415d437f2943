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
  const save = useMutation({
    mutationFn: (selected: TSelection) => saveNotificationSettings(accountId, selected),
    onMutate: async (selected) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TNotificationSettings>(key);
      if (previous) queryClient.setQueryData<TNotificationSettings>(key, { ...previous, ...selected });
      return { previous };
    },
    onError: (_err, _selected, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
  return { query, save };
};
