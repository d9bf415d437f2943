import { MACRO_VISIBILITIES, type TMacro } from '../../../common/contracts/automation.ts';
import type { TMacroWithNames } from './macros.repo.ts';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export const presentMacro = ({ macro: r, createdByName, updatedByName }: TMacroWithNames): TMacro => ({
  id: r.id,
  account_id: r.accountId,
  name: r.name,
  visibility: MACRO_VISIBILITIES[r.visibility] ?? 'personal',
  actions: r.actions,
  created_by: r.createdById ? { id: r.createdById, name: createdByName ?? '' } : null,
  updated_by: r.updatedById ? { id: r.updatedById, name: updatedByName ?? '' } : null,
  created_at: unix(r.createdAt),
  updated_at: unix(r.updatedAt),
});
