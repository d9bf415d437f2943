import { audit } from '../auditLogs/index.ts';
import type { TDeps } from '../../deps.ts';
import { appendAccessChanged } from '../../events/accessChanged.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { presentAgent } from '../agents/index.ts';
import { accountMemberIds } from '../teams/index.ts';
import * as repo from './inboxes.repo.ts';
import { getInbox } from './inboxes.service.ts';
import { errorText } from '../../lib/serverText.ts';

export const members = async (deps: TDeps, m: TMembership, inboxId: number) => {
  const inbox = await getInbox(deps, m, inboxId);
  return {
    payload: (await repo.listInboxAgents(deps.db, m.accountId, [inbox.id])).map((r) =>
      presentAgent(r.user, r.accountUser),
    ),
  };
};

export const changeMembers = async (
  deps: TDeps,
  m: TMembership,
  inboxId: number | undefined,
  userIds: number[],
  mode: 'add' | 'set' | 'remove',
) => {
  if (inboxId === undefined) throw new AppError('not_found', errorText('inboxNotFound'));
  const inbox = await getInbox(deps, m, inboxId);
  const valid = await accountMemberIds(deps.db, m.accountId, userIds);
  const invalid = userIds.filter((u) => !valid.includes(u));
  // Removing someone who is not a member is a 404 and removes no one (Chatwoot's find_by! in a transaction).
  if (mode === 'remove') {
    const current = new Set(await repo.listInboxMemberIds(deps.db, inbox.id));
    const strangers = userIds.filter((u) => !current.has(u));
    if (strangers.length)
      throw new AppError('not_found', errorText('notMembersOfInbox', { ids: strangers.join(', ') }));
  } else if (invalid.length)
    throw AppError.invalid('user_ids', errorText('notAgentsOfAccount', { ids: invalid.join(', ') }));
  await deps.db.transaction(async (tx) => {
    const before = new Set(await repo.listInboxMemberIds(tx, inbox.id));
    if (mode === 'add') await repo.addInboxMembers(tx, inbox.id, valid);
    else if (mode === 'set') await repo.replaceInboxMembers(tx, inbox.id, valid);
    else await repo.removeInboxMembers(tx, inbox.id, valid);
    // Who may see the inbox changed: dashboards refresh their inbox list, and the open sockets of
    // those who joined or left hear (or stop hearing) its conversations from the next event on.
    await invalidateCache(tx, m.accountId, 'inbox');
    const after = new Set(await repo.listInboxMemberIds(tx, inbox.id));
    const changed = [...before, ...after].filter((u) => before.has(u) !== after.has(u));
    await appendAccessChanged(tx, m.accountId, changed);
    const entity = {
      type: 'InboxMember' as const,
      id: null,
      name: inbox.name,
      associated: { type: 'Inbox' as const, id: inbox.id },
    };
    await audit(
      tx,
      m,
      'update',
      entity,
      { user_ids: [...before].sort((x, y) => x - y) },
      { user_ids: [...after].sort((x, y) => x - y) },
    );
  });
  return members(deps, m, inbox.id);
};

/**
 * Agents who can be assigned in all the given inboxes: each inbox's confirmed members plus the account's
 * administrators (Chatwoot's Inbox#assignable_agents), those common to every inbox asked about.
 */
export const assignable = async (deps: TDeps, m: TMembership, inboxIds: number[]) => {
  for (const id of inboxIds) await getInbox(deps, m, id);
  if (inboxIds.length === 0) return { payload: [] };
  const rows = await repo.listInboxAgents(deps.db, m.accountId, inboxIds, true);
  // Members of every inbox asked about, once each.
  const byUser = new Map<number, { count: number; row: (typeof rows)[number] }>();
  for (const r of rows) {
    const seen = byUser.get(r.user.id);
    byUser.set(r.user.id, { count: (seen?.count ?? 0) + 1, row: r });
  }
  const inAll = await Promise.all(
    [...byUser.values()].map(async ({ row }) => ({
      row,
      ok: (await Promise.all(inboxIds.map((id) => repo.isInboxMember(deps.db, id, row.user.id)))).every(Boolean),
    })),
  );
  const admins = await repo.listConfirmedAdministrators(deps.db, m.accountId);
  const picked = [...admins, ...inAll.filter((x) => x.ok).map((x) => x.row)];
  const unique = [...new Map(picked.map((r) => [r.user.id, r])).values()].sort(
    (a, b) => a.user.name.localeCompare(b.user.name) || a.user.id - b.user.id,
  );
  return { payload: unique.map((r) => presentAgent(r.user, r.accountUser)) };
};
