import { ROLE_VALUE, fromValue } from '../../common/enums.ts';
import { permissionsOf } from '../../common/permissions.ts';
import type { TDeps } from '../deps.ts';
import type { TSubscriber } from '../events/audience.ts';
import { findAgentScopes } from './scope.repo.ts';

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

/**
 * Reads the scopes of several agents of one account afresh, in one statement (one snapshot): an access
 * change naming many users is one query for the hub, not one per socket. Users missing from the map
 * are not members (or the account is suspended).
 */
export type TScopesOf = (accountId: number, userIds: readonly number[]) => Promise<Map<number, TAgentScope>>;

/** Role, permissions and inboxes (for filtering conversation events; administrators hear all anyway). */
export const agentScopes =
  (deps: TDeps): TScopesOf =>
  async (accountId, userIds) => {
    const scopes = new Map<number, TAgentScope>();
    for (const row of await findAgentScopes(deps.db, accountId, userIds)) {
      if (row.accountStatus !== 0) continue;
      const role = fromValue(ROLE_VALUE, row.role);
      const permissions = permissionsOf({
        role,
        custom_role_id: row.customRoleId,
        custom_role_permissions: row.customRolePermissions,
      });
      scopes.set(row.userId, {
        subscriber: {
          kind: 'agent',
          accountId,
          userId: row.userId,
          isAdmin: role === 'administrator',
          permissions,
          inboxIds: new Set(
            row.inboxIds
              .map(Number)
              // A custom role's inbox scope narrows what the socket hears, as it narrows the lists.
              .filter(
                (id) => row.customRoleId == null || !row.customRoleInboxIds || row.customRoleInboxIds.includes(id),
              ),
          ),
          // A custom role's team scope: the socket hears only conversations of those teams.
          teamIds:
            row.customRoleId != null && row.customRoleTeamIds ? new Set(row.customRoleTeamIds.map(Number)) : null,
        },
        seq: Number(row.seq),
        pubsubToken: row.pubsubToken,
      });
    }
    return scopes;
  };

/** One agent's scope (a subscribe), through the same statement. */
export const oneScope =
  (scopesOf: TScopesOf): TScopeOf =>
  async (accountId, userId) =>
    (await scopesOf(accountId, [userId])).get(userId) ?? null;

/** One agent's scope read afresh (a subscribe). */
export const agentScope = (deps: TDeps): TScopeOf => oneScope(agentScopes(deps));
