import { ROLE_VALUE, fromValue } from '../../common/enums.ts';
import { permissionsOf } from '../../common/permissions.ts';
import type { TDeps } from '../deps.ts';
import type { TSubscriber } from '../events/audience.ts';
import { findAgentScope } from './scope.repo.ts';

export type TAgentSubscriber = Extract<TSubscriber, { kind: 'agent' }>;

/** An agent's scope and the log's seq it was read at (access changes up to it are reflected). */
export interface TAgentScope {
  subscriber: TAgentSubscriber;
  seq: number;
  /** The user's realtime token as of `seq`: a subscription made with another one is refused or ended. */
  pubsubToken: string;
}

/** Reads an agent's scope afresh; null when they are not a member or the account is suspended. */
export type TScopeOf = (accountId: number, userId: number) => Promise<TAgentScope | null>;

/** Role, permissions and inboxes (for filtering conversation events; administrators hear all anyway). */
export const agentScope =
  (deps: TDeps): TScopeOf =>
  async (accountId, userId) => {
    const row = await findAgentScope(deps.db, accountId, userId);
    if (!row || row.accountStatus !== 0) return null;
    const role = fromValue(ROLE_VALUE, row.role);
    const permissions = permissionsOf({
      role,
      custom_role_id: row.customRoleId,
      custom_role_permissions: row.customRolePermissions,
    });
    return {
      subscriber: {
        kind: 'agent',
        accountId,
        userId,
        isAdmin: role === 'administrator',
        permissions,
        inboxIds: new Set(row.inboxIds.map(Number)),
      },
      seq: Number(row.seq),
      pubsubToken: row.pubsubToken,
    };
  };
