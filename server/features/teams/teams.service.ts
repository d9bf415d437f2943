import type { TExecutor } from '../../db/client.ts';
import { audit } from '../auditLogs/index.ts';
import type { TCreateTeamRequest, TTeam, TTeamListItem, TUpdateTeamRequest } from '../../../common/contracts/teams.ts';
import type { TDeps } from '../../deps.ts';
import { invalidateCache } from '../../events/cacheKeys.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { presentAgent } from '../agents/index.ts';
import * as repo from './teams.repo.ts';
import { errorText } from '../../lib/serverText.ts';

const teamEntity = (t: repo.TTeamRow) => ({ type: 'Team' as const, id: t.id, name: t.name });
const memberIds = async (tx: TExecutor, teamId: number) =>
  (await repo.listTeamMembers(tx, teamId)).map((r) => r.user.id).sort((a, b) => a - b);

const present = (t: repo.TTeamRow, isMember: boolean): TTeam => ({
  id: t.id,
  name: t.name,
  description: t.description,
  allow_auto_assign: t.allowAutoAssign,
  account_id: t.accountId,
  is_member: isMember,
});

const getTeam = async (deps: TDeps, m: TMembership, id: number) => {
  const team = await repo.findTeam(deps.db, m.accountId, id);
  if (!team) throw new AppError('not_found', errorText('teamNotFound'));
  return team;
};

const ensureFreeName = async (deps: TDeps, accountId: number, name: string, exceptId?: number) => {
  const other = await repo.findTeamByName(deps.db, accountId, name);
  if (other && other.id !== exceptId) throw AppError.invalid('name', errorText('taken'));
};

/** Chatwoot's team objects plus members_count, so the settings list needs no request per team. */
export const list = async (deps: TDeps, m: TMembership): Promise<TTeamListItem[]> =>
  (await repo.listTeams(deps.db, m.accountId, m.accountUser.userId)).map((r): TTeamListItem => ({
    ...present(r.team, r.isMember),
    members_count: r.membersCount,
  }));

export const show = async (deps: TDeps, m: TMembership, id: number) => {
  const team = await getTeam(deps, m, id);
  const members = await repo.listTeamMembers(deps.db, team.id);
  return present(
    team,
    members.some((x) => x.user.id === m.accountUser.userId),
  );
};

export const create = async (deps: TDeps, m: TMembership, input: TCreateTeamRequest) => {
  await ensureFreeName(deps, m.accountId, input.name);
  return deps.db.transaction(async (tx) => {
    const team = await repo.insertTeam(tx, {
      accountId: m.accountId,
      name: input.name,
      description: input.description ?? null,
      allowAutoAssign: input.allow_auto_assign,
    });
    await invalidateCache(tx, m.accountId, 'team');
    await audit(tx, m, 'create', teamEntity(team), null, present(team, false));
    return present(team, false);
  });
};

export const update = async (deps: TDeps, m: TMembership, id: number, input: TUpdateTeamRequest) => {
  const before = await getTeam(deps, m, id);
  if (input.name !== undefined) await ensureFreeName(deps, m.accountId, input.name, id);
  await deps.db.transaction(async (tx) => {
    const after = await repo.updateTeam(tx, m.accountId, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.allow_auto_assign !== undefined && { allowAutoAssign: input.allow_auto_assign }),
    });
    await invalidateCache(tx, m.accountId, 'team');
    if (after) await audit(tx, m, 'update', teamEntity(after), present(before, false), present(after, false));
  });
  return show(deps, m, id);
};

export const remove = (deps: TDeps, m: TMembership, id: number) =>
  deps.db.transaction(async (tx) => {
    const team = await repo.deleteTeam(tx, m.accountId, id);
    if (!team) throw new AppError('not_found', errorText('teamNotFound'));
    await invalidateCache(tx, m.accountId, 'team');
    await audit(tx, m, 'destroy', teamEntity(team), present(team, false), null);
  });

export const members = async (deps: TDeps, m: TMembership, id: number) => {
  const team = await getTeam(deps, m, id);
  return (await repo.listTeamMembers(deps.db, team.id)).map((r) => presentAgent(r.user, r.accountUser));
};

/** add / replace / remove members; user ids outside the account are refused by name. */
export const changeMembers = async (
  deps: TDeps,
  m: TMembership,
  id: number,
  userIds: number[],
  mode: 'add' | 'set' | 'remove',
) => {
  const team = await getTeam(deps, m, id);
  const valid = await repo.accountMemberIds(deps.db, m.accountId, userIds);
  const invalid = userIds.filter((u) => !valid.includes(u));
  if (invalid.length) throw AppError.invalid('user_ids', errorText('notAgentsOfAccount', { ids: invalid.join(', ') }));
  await deps.db.transaction(async (tx) => {
    const before = await memberIds(tx, team.id);
    if (mode === 'add') await repo.addTeamMembers(tx, team.id, valid);
    else if (mode === 'set') await repo.replaceTeamMembers(tx, team.id, valid);
    else await repo.removeTeamMembers(tx, team.id, valid);
    await invalidateCache(tx, m.accountId, 'team');
    const entity = {
      type: 'TeamMember' as const,
      id: null,
      name: team.name,
      associated: { type: 'Team' as const, id: team.id },
    };
    await audit(tx, m, 'update', entity, { user_ids: before }, { user_ids: await memberIds(tx, team.id) });
  });
  return members(deps, m, id);
};
