import type { TFunction } from 'i18next';
import { isApiError } from './api.ts';

/**
 * Text for a failed call: our own words for transport, rate-limit and server failures,
 * the server's message for the rest (it names what was wrong, e.g. "Invalid login credentials").
 */
export const apiErrorMessage = (err: unknown, t: TFunction): string => {
  if (!isApiError(err)) return t('errors.generic');
  if (err.status === 0) return t('errors.network');
  switch (err.code) {
    case 'rate_limited':
      return t('errors.tooManyAttempts');
    case 'internal':
      return t('errors.generic');
    case 'provider_not_configured':
      return t('errors.providerNotConfigured');
    case 'forbidden':
      return err.message || t('errors.forbidden');
    case 'database_unavailable':
      return t('errors.databaseUnavailable');
    case 'sso_required':
      return t('errors.ssoRequired');
    case 'mfa_enrolment_required':
      return t('errors.mfaEnrolmentRequired');
    case 'bad_request':
    case 'unauthenticated':
    case 'invalid_credentials':
    case 'not_found':
    case 'validation_failed':
    case 'conflict':
    case 'duplicate_contact':
    case 'account_suspended':
    case 'signup_disabled':
    case 'unsupported_inbox_type':
    case 'payload_too_large':
    case 'unsupported_media_type':
    case 'invalid_otp': // the two-factor screens say these in their own words (mfaErrorMessage)
    case 'invalid_mfa_token':
    case 'payment_required': // an account limit: Chatwoot's words name it
    case 'model_unavailable': // Captain's dialog says these two in its own words (captainErrorMessage)
    case 'quota_exceeded':
      return err.message || t('errors.generic');
  }
};
