import type { TCreateCustomRoleRequest, TUpdateCustomRoleRequest } from '../../../common/contracts/customRoles.ts';
import type { TDeps } from '../../deps.ts';
import { appendAccessChanged, appendPermissionsChanged } from '../../events/accessChanged.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { audit } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import { presentCustomRole } from './customRoles.presenter.ts';
import {
  accountInboxIds,
  accountTeamIds,
  customRoleHolders,
  deleteCustomRole,
  findCustomRoleById,
  findCustomRoleByName,
  insertCustomRole,
  listCustomRoles,
  releaseCustomRoleHolders,
  updateCustomRole,
} from './customRoles.repo.ts';

const notFound = () => new AppError('not_found', errorText('customRoleNotFound'));

const ensureFreeName = async (deps: TDeps, accountId: number, name: string, exceptId?: number) => {
  const other = await findCustomRoleByName(deps.db, accountId, name);
  if (other && other.id !== exceptId) throw AppError.invalid('name', errorText('taken'));
};

/** Every inbox of the scope must be the account's (another account's id reads as unknown). */
const ensureOwnInboxes = async (deps: TDeps, accountId: number, ids: number[] | null | undefined) => {
  if (!ids?.length) return;
  const known = await accountInboxIds(deps.db, accountId, ids);
  if (known.length !== ids.length) throw AppError.invalid('inbox_ids', errorText('doesNotExist'));
};

/** Every team of the scope must be the account's. */
const ensureOwnTeams = async (deps: TDeps, accountId: number, ids: number[] | null | undefined) => {
  if (!ids?.length) return;
  const known = await accountTeamIds(deps.db, accountId, ids);
  if (known.length !== ids.length) throw AppError.invalid('team_ids', errorText('doesNotExist'));
};

const sameIds = (a: readonly (string | number)[] | null, b: readonly (string | number)[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((x) => b.includes(x));

export const list = async (deps: TDeps, m: TMembership) =>
  (await listCustomRoles(deps.db, m.accountId)).map(presentCustomRole);

export const show = async (deps: TDeps, m: TMembership, id: number) => {
  const role = await findCustomRoleById(deps.db, m.accountId, id);
  if (!role) throw notFound();
  return presentCustomRole(role);
};

export const create = async (deps: TDeps, m: TMembership, input: TCreateCustomRoleRequest) => {
  await ensureFreeName(deps, m.accountId, input.name);
  await ensureOwnInboxes(deps, m.accountId, input.inbox_ids);
  await ensureOwnTeams(deps, m.accountId, input.team_ids);
  return deps.db.transaction(async (tx) => {
    const role = presentCustomRole(
      await insertCustomRole(tx, m.accountId, {
        name: input.name,
        description: input.description ?? null,
        permissions: input.permissions,
        inboxIds: input.inbox_ids ?? null,
        teamIds: input.team_ids ?? null,
        reportAreas: input.report_areas ?? null,
      }),
    );
    await audit(tx, m, 'create', { type: 'CustomRole', id: role.id, name: role.name }, null, role);
    return role;
  });
};

/** A change of permissions reaches the holders' open sockets in the same transaction (access.changed). */
export const update = async (deps: TDeps, m: TMembership, id: number, input: TUpdateCustomRoleRequest) => {
  if (input.name !== undefined) await ensureFreeName(deps, m.accountId, input.name, id);
  await ensureOwnInboxes(deps, m.accountId, input.inbox_ids);
  await ensureOwnTeams(deps, m.accountId, input.team_ids);
  return deps.db.transaction(async (tx) => {
    const before = await findCustomRoleById(tx, m.accountId, id);
    if (!before) throw notFound();
    const role = await updateCustomRole(tx, m.accountId, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.permissions !== undefined && { permissions: input.permissions }),
      ...(input.inbox_ids !== undefined && { inboxIds: input.inbox_ids }),
      ...(input.team_ids !== undefined && { teamIds: input.team_ids }),
      ...(input.report_areas !== undefined && { reportAreas: input.report_areas }),
    });
    if (!role) throw notFound();
    const changed =
      !sameIds(before.permissions, role.permissions) ||
      !sameIds(before.inboxIds, role.inboxIds) ||
      !sameIds(before.teamIds, role.teamIds) ||
      !sameIds(before.reportAreas, role.reportAreas);
    if (changed) {
      const holders = await customRoleHolders(tx, m.accountId, id);
      await appendAccessChanged(tx, m.accountId, holders);
      await appendPermissionsChanged(tx, m.accountId, holders);
    }
    const after = presentCustomRole(role);
    await audit(tx, m, 'update', { type: 'CustomRole', id, name: role.name }, presentCustomRole(before), after);
    return after;
  });
};

/** Its holders become plain agents again, and their open sockets widen at once. */
export const remove = (deps: TDeps, m: TMembership, id: number) =>
  deps.db.transaction(async (tx) => {
    const holders = await customRoleHolders(tx, m.accountId, id);
    const before = await findCustomRoleById(tx, m.accountId, id);
    await releaseCustomRoleHolders(tx, m.accountId, id);
    if (!before || !(await deleteCustomRole(tx, m.accountId, id))) throw notFound();
    await audit(
      tx,
      m,
      'destroy',
      { type: 'CustomRole', id, name: before.name },
      { ...presentCustomRole(before), holders: holders.length },
      null,
    );
    await appendAccessChanged(tx, m.accountId, holders);
    await appendPermissionsChanged(tx, m.accountId, holders);
  });
