import type { TAgent } from '../../../common/contracts/agents.ts';
import { AVAILABILITY_VALUE, ROLE_VALUE, fromValue } from '../../../common/enums.ts';
import type { TAccountUserRow } from '../users/index.ts';
import { avatarUrlOf } from '../users/index.ts';
import type { TUserRow } from '../users/index.ts';

export const presentAgent = (user: TUserRow, au: TAccountUserRow): TAgent => ({
  id: user.id,
  account_id: au.accountId,
  availability_status: fromValue(AVAILABILITY_VALUE, au.availability),
  auto_offline: au.autoOffline,
  confirmed: user.confirmedAt !== null,
  email: user.email,
  available_name: user.displayName || user.name,
  ...(Object.keys(user.customAttributes).length > 0 && { custom_attributes: user.customAttributes }),
  name: user.name,
  role: fromValue(ROLE_VALUE, au.role),
  thumbnail: avatarUrlOf(user.avatarKey),
  custom_role_id: au.customRoleId,
});
