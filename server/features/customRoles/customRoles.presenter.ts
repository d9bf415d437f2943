import type { TCustomRole } from '../../../common/contracts/customRoles.ts';
import type { TCustomRoleRow } from './customRoles.repo.ts';

export const presentCustomRole = (r: TCustomRoleRow): TCustomRole => ({
  id: r.id,
  name: r.name,
  description: r.description,
  permissions: r.permissions,
  account_id: r.accountId,
  inbox_ids: r.inboxIds,
  team_ids: r.teamIds,
  report_areas: r.reportAreas,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});
