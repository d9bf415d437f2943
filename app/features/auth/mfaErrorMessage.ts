import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';

/**
 * apiErrorMessage, with the two-factor codes in the screen's language. Kept with the two-factor screens (their
 * texts are in the catalogue's settings part), not in the entry bundle.
 */
export const mfaErrorMessage = (err: unknown, t: TFunction): string => {
  if (isApiError(err) && err.code === 'invalid_otp') return t('mfa.errors.invalidOtp');
  if (isApiError(err) && err.code === 'invalid_mfa_token') return t('mfa.errors.mfaExpired');
  return apiErrorMessage(err, t);
};
