import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { authKeys } from '../auth/index.ts';
import { useUiSettings } from './useUiSettings.ts';

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
