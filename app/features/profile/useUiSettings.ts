import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
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

/**
 * Saves ui_settings keys and shows them at once: the cached user takes the patch, the server's answer replaces
 * it, and an error puts the old settings back and says why.
 */
export const useUiSettingsPatch = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const save = useUiSettings();
  const patch = (values: Record<string, unknown>) => {
    const before = qc.getQueryData<TCurrentUser>(authKeys.currentUser);
    if (before) qc.setQueryData(authKeys.currentUser, { ...before, ui_settings: { ...before.ui_settings, ...values } });
    save.mutate(values, {
      onError: (err) => {
        if (before) qc.setQueryData(authKeys.currentUser, before);
        toast.show(apiErrorMessage(err, t), 'error');
      },
    });
  };
  return { patch, isSaving: save.isPending };
};
