import {
  bitsToFlags,
  EMAIL_FLAGS,
  PUSH_FLAGS,
  type TNotificationSettings,
} from '../../../common/contracts/notificationSettings.ts';
import type { TNotificationSettingsRow } from './notificationSettings.repo.ts';

export const presentNotificationSettings = (row: TNotificationSettingsRow): TNotificationSettings => ({
  id: row.id,
  user_id: row.userId,
  account_id: row.accountId,
  all_email_flags: [...EMAIL_FLAGS],
  selected_email_flags: bitsToFlags(row.emailFlags, 'email_'),
  all_push_flags: [...PUSH_FLAGS],
  selected_push_flags: bitsToFlags(row.pushFlags, 'push_'),
});
