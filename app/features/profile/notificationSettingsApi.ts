import type { TEmailFlag, TNotificationSettings, TPushFlag } from '../../../common/contracts/notificationSettings.ts';
import { api } from '../../lib/api.ts';

export const notificationSettingsKeys = {
  detail: (accountId: number) => ['accounts', accountId, 'notificationSettings'] as const,
};

export const fetchNotificationSettings = (accountId: number) =>
  api<TNotificationSettings>(`/api/v1/accounts/${accountId}/notification_settings`, {
    contract: 'notificationSettings',
  });

export const saveNotificationSettings = (
  accountId: number,
  selected: { selected_email_flags?: TEmailFlag[]; selected_push_flags?: TPushFlag[] },
) =>
  api<TNotificationSettings>(`/api/v1/accounts/${accountId}/notification_settings`, {
    method: 'PATCH',
    body: { notification_settings: selected },
    contract: 'notificationSettings',
  });
