import type { TAuditAction } from '../../../common/contracts/auditLogs.ts';
import type { TExecutor } from '../../db/client.ts';
import { audit } from '../auditLogs/index.ts';
import { listMemberships } from '../users/index.ts';
import type { TRequestWhere } from './auth.context.ts';

/**
 * A user's own security event (sign-in, failed sign-in, sign-out, password, token, two-factor): one audit row
 * in each account the user belongs to, as Chatwoot writes its sign_in and sign_out.
 */
export const auditUser = async (
  db: TExecutor,
  user: { id: number; name: string },
  action: TAuditAction,
  where: TRequestWhere | null = null,
  details: object | null = null,
) => {
  for (const m of await listMemberships(db, user.id)) {
    const by = { accountId: m.account.id, userId: user.id, name: user.name, where };
    await audit(db, by, action, { type: 'User', id: user.id, name: user.name }, null, details);
  }
};
