import {
  DEFAULT_NOTIFICATION_FLAGS,
  flagsToBits,
  type TUpdateNotificationSettingsRequest,
} from '../../../common/contracts/notificationSettings.ts';
import type { TDeps } from '../../deps.ts';
import type { TMembership } from '../auth/index.ts';
import { presentNotificationSettings } from './notificationSettings.presenter.ts';
import {
  findNotificationSettings,
  insertNotificationSettingsIfMissing,
  updateNotificationSettings,
  type TNotificationSettingsRow,
} from './notificationSettings.repo.ts';

/** The member's row, created with Chatwoot's defaults on first use. */
const ensureRow = async (deps: TDeps, m: TMembership): Promise<TNotificationSettingsRow> => {
  const userId = m.accountUser.userId;
  const found = await findNotificationSettings(deps.db, m.accountId, userId);
  if (found) return found;
  await insertNotificationSettingsIfMissing(deps.db, {
    accountId: m.accountId,
    userId,
    emailFlags: flagsToBits(DEFAULT_NOTIFICATION_FLAGS.email, 'email_'),
    pushFlags: flagsToBits(DEFAULT_NOTIFICATION_FLAGS.push, 'push_'),
  });
  const created = await findNotificationSettings(deps.db, m.accountId, userId);
  if (!created) throw new Error('notification settings vanished after insert');
  return created;
};

export const show = async (deps: TDeps, m: TMembership) => presentNotificationSettings(await ensureRow(deps, m));

/** A list that is sent replaces the selection of that channel; a list left out keeps it. */
export const update = async (
  deps: TDeps,
  m: TMembership,
  input: TUpdateNotificationSettingsRequest['notification_settings'],
) => {
  await ensureRow(deps, m);
  const row = await updateNotificationSettings(deps.db, m.accountId, m.accountUser.userId, {
    ...(input.selected_email_flags && { emailFlags: flagsToBits(input.selected_email_flags, 'email_') }),
    ...(input.selected_push_flags && { pushFlags: flagsToBits(input.selected_push_flags, 'push_') }),
  });
  if (!row) throw new Error('notification settings vanished during update');
  return presentNotificationSettings(row);
};
