import type { TCurrentUser, TUpdateProfileRequest } from '../../../common/contracts/profile.ts';
import type { TAvailability } from '../../../common/enums.ts';
import { api } from '../../lib/api.ts';

export const updateProfile = (profile: TUpdateProfileRequest['profile']) =>
  api<TCurrentUser>('/api/v1/profile', { method: 'PUT', body: { profile }, contract: 'profile' });

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append('profile[avatar]', file);
  return api<TCurrentUser>('/api/v1/profile', { method: 'PUT', body, contract: 'profile' });
};

export const deleteAvatar = () =>
  api<TCurrentUser>('/api/v1/profile/avatar', { method: 'DELETE', contract: 'profile' });

export const resetAccessToken = () =>
  api<TCurrentUser>('/api/v1/profile/reset_access_token', { method: 'POST', contract: 'profile' });

export const setAvailability = (accountId: number, availability: TAvailability) =>
  api<TCurrentUser>('/api/v1/profile/availability', {
    method: 'POST',
    body: { profile: { availability, account_id: accountId } },
    contract: 'profile',
  });

export const resendConfirmation = () =>
  api<{ message: string }>('/api/v1/profile/resend_confirmation', { method: 'POST', contract: 'messageBody' });

/** Chatwoot's auto-offline switch: go offline when the last dashboard of this account closes. */
export const setAutoOffline = (accountId: number, autoOffline: boolean) =>
  api<TCurrentUser>('/api/v1/profile/auto_offline', {
    method: 'POST',
    body: { profile: { account_id: accountId, auto_offline: autoOffline } },
    contract: 'profile',
  });
