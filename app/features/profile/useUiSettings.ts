import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../auth/index.ts';
import { updateProfile } from './profileApi.ts';

const KEY = ['profile', 'ui_settings'] as const;

/**
 * Saves some ui_settings keys; the server merges them into the stored ones. Saves run one at a time in the
 * order they were made (two merges in flight could land out of order and keep the older one), and only the
 * last one's answer replaces the cached user, so quick changes never flicker back to an older state.
 */
export const useUiSettings = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: KEY,
    scope: { id: 'ui_settings' },
    mutationFn: (patch: Record<string, unknown>) => updateProfile({ ui_settings: patch }),
    onSuccess: (user) => {
      if (qc.isMutating({ mutationKey: KEY }) <= 1) qc.setQueryData(authKeys.currentUser, user);
    },
  });
};
