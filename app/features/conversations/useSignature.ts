import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { authKeys } from '../auth/index.ts';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { cleanSignature } from '../editor/index.ts';
import { isSignatureEnabled, signatureFlagKey, useUiSettings } from '../profile/index.ts';

/**
 * The agent's signature for an inbox's channel: the profile's message_signature and the channel's
 * `<channel>_signature_enabled` ui_settings flag, which the composer's toggle switches.
 */
export const useSignature = (channelType: string | undefined) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useCurrentAccount();
  const save = useUiSettings();
  const qc = useQueryClient();
  const text = user.message_signature ?? '';
  const hasText = cleanSignature(text) !== '';
  const enabled = Boolean(channelType) && hasText && isSignatureEnabled(user.ui_settings, channelType ?? '');
  /** Switches the channel's flag; answers the new state, or null when there is no signature to add. */
  const toggle = (): boolean | null => {
    if (!channelType) return null;
    if (!hasText) {
      toast.show(t('composer.signatureMissing'), 'error');
      return null;
    }
    const next = !enabled;
    const patch = { [signatureFlagKey(channelType)]: next };
    // Shown at once; the server's answer replaces the cached user (or the error puts it back).
    const before = qc.getQueryData<TCurrentUser>(authKeys.currentUser);
    if (before) qc.setQueryData(authKeys.currentUser, { ...before, ui_settings: { ...before.ui_settings, ...patch } });
    save.mutate(patch, {
      onError: (err) => {
        if (before) qc.setQueryData(authKeys.currentUser, before);
        toast.show(apiErrorMessage(err, t), 'error');
      },
    });
    return next;
  };
  return { text, enabled, toggle, isSaving: save.isPending };
};
