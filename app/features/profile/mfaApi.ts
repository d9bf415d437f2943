import type { TMfaBackupCodes, TMfaEnrolment, TMfaStatus } from '../../../common/contracts/mfa.ts';
import { api } from '../../lib/api.ts';

/** The user's own two-factor sign-in (Chatwoot's /api/v1/profile/mfa routes). */
export const mfaKeys = { status: ['profile', 'mfa'] as const };

export const fetchMfaStatus = () => api<TMfaStatus>('/api/v1/profile/mfa', { contract: 'mfaStatus' });

export const startMfaEnrolment = () =>
  api<TMfaEnrolment>('/api/v1/profile/mfa', { method: 'POST', contract: 'mfaEnrolment' });

export const confirmMfaEnrolment = (otpCode: string) =>
  api<TMfaBackupCodes>('/api/v1/profile/mfa/verify', {
    method: 'POST',
    body: { otp_code: otpCode },
    contract: 'mfaBackupCodes',
  });

/** A 6-digit code goes as otp_code, anything else as a backup code. */
const codeBody = (code: string) => (/^\s*\d{3}\s?\d{3}\s*$/.test(code) ? { otp_code: code } : { backup_code: code });

export const regenerateBackupCodes = (code: string) =>
  api<TMfaBackupCodes>('/api/v1/profile/mfa/backup_codes', {
    method: 'POST',
    body: codeBody(code),
    contract: 'mfaBackupCodes',
  });

export const disableMfa = (code: string, password: string) =>
  api<{ enabled: false }>('/api/v1/profile/mfa', {
    method: 'DELETE',
    body: { ...codeBody(code), password },
    contract: 'mfaDisabled',
  });
