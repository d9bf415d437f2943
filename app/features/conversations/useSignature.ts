import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/useToast.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { cleanSignature } from '../editor/index.ts';
import { isSignatureEnabled, signatureFlagKey, useUiSettingsPatch } from '../profile/index.ts';

/**
 * The agent's signature for an inbox's channel: the profile's message_signature and the channel's
 * `<channel>_signature_enabled` ui_settings flag, which the composer's toggle switches.
 */
export const useSignature = (channelType: string | undefined) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useCurrentAccount();
  const settings = useUiSettingsPatch();
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
    settings.patch({ [signatureFlagKey(channelType)]: next });
    return next;
  };
  return { text, enabled, toggle, isSaving: settings.isSaving };
};
