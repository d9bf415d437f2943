import { ACCOUNT_STATUS_VALUE, ROLE_VALUE, fromValue } from '../../../common/enums.ts';
import { resolveFeatures } from '../../../common/features.ts';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  SUPER_ADMIN_PAGE_SIZE,
  type TSuperAdminAccount,
  type TSuperAdminAccountDetail,
  type TSuperAdminCreateAccountRequest,
  type TSuperAdminListQuery,
  type TSuperAdminUpdateAccountRequest,
} from '../../../common/contracts/superAdmin.ts';
import type { TDeps } from '../../deps.ts';
import { appendAccessChanged } from '../../events/accessChanged.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import {
  accountUsage,
  cancelAccountDeletion,
  insertAccount,
  presentLimits,
  scheduleAccountDeletion,
} from '../accounts/index.ts';
import { audit } from '../auditLogs/index.ts';
import type { TOperator } from './superAdminUsers.service.ts';
import * as repo from './superAdmin.repo.ts';

const presentAccountRow = (r: repo.TAccountListRow): TSuperAdminAccount => ({
  id: r.id,
  name: r.name,
  locale: r.locale,
  status: fromValue(ACCOUNT_STATUS_VALUE, r.status),
  deleting: r.deleting,
  deletion_due_at: r.deletion_due_at ? new Date(r.deletion_due_at).toISOString() : null,
  agents_count: r.agents_count,
  inboxes_count: r.inboxes_count,
  conversations_count: r.conversations_count,
  created_at: new Date(r.created_at).toISOString(),
});

export const listAccounts = async (deps: TDeps, query: TSuperAdminListQuery) => {
  const offset = (query.page - 1) * SUPER_ADMIN_PAGE_SIZE;
  const { rows, count } = await repo.listAccounts(deps.db, query.q || undefined, SUPER_ADMIN_PAGE_SIZE, offset);
  return {
    meta: { count, current_page: query.page, per_page: SUPER_ADMIN_PAGE_SIZE },
    payload: rows.map(presentAccountRow),
  };
};

export const showAccount = async (deps: TDeps, id: number): Promise<TSuperAdminAccountDetail> => {
  const row = await repo.findAccountRow(deps.db, id);
  if (!row) throw new AppError('not_found', errorText('accountNotFound'));
  const limits = presentLimits(row.limits, await accountUsage(deps.db, id));
  const none = { allowed: null, consumed: 0 };
  return {
    ...presentAccountRow(row),
    features: resolveFeatures(row.features),
    limits: { agents: limits.agents ?? none, inboxes: limits.inboxes ?? none },
    members: (await repo.listAccountMembers(deps.db, id)).map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      role: fromValue(ROLE_VALUE, m.role),
    })),
  };
};

/** What the console changes on an account, as its audit rows record it (no member, no count). */
const consoleState = (r: repo.TAccountListRow) => ({
  name: r.name,
  status: fromValue(ACCOUNT_STATUS_VALUE, r.status),
  features: resolveFeatures(r.features),
  limits: r.limits,
});

const operatorIn = (accountId: number, admin: TOperator) => ({
  accountId,
  userId: admin.id,
  name: admin.name,
  where: admin.where,
});

/**
 * A new account with no members yet (the console adds none; the Platform API or an invitation does). Its audit
 * log starts with the operator's create.
 */
export const createAccount = async (deps: TDeps, admin: TOperator, input: TSuperAdminCreateAccountRequest) => {
  const id = await deps.db.transaction(async (tx) => {
    const account = await insertAccount(tx, { name: input.name, ...(input.locale && { locale: input.locale }) });
    const row = await repo.findAccountRow(tx, account.id);
    if (row)
      await audit(
        tx,
        operatorIn(account.id, admin),
        'create',
        { type: 'Account', id: account.id, name: row.name },
        null,
        {
          ...consoleState(row),
          by_installation_operator: true,
        },
      );
    return account.id;
  });
  return showAccount(deps, id);
};

/**
 * Name, status, feature flags and limits. Suspending ends the members' realtime subscriptions at once
 * (access.changed) and their next request is refused with account_suspended.
 */
export const updateAccount = async (
  deps: TDeps,
  admin: TOperator,
  id: number,
  input: TSuperAdminUpdateAccountRequest,
) => {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findAccountRow(tx, id);
    const found = await repo.patchAccount(tx, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.status !== undefined && { status: ACCOUNT_STATUS_VALUE[input.status] }),
      ...(input.features && { features: input.features }),
      ...(input.limits && { limits: input.limits }),
    });
    const after = await repo.findAccountRow(tx, id);
    if (!found || !before || !after) throw new AppError('not_found', errorText('accountNotFound'));
    if (input.status !== undefined || input.features) await appendAccessChanged(tx, id, 'all');
    // Name, suspension, flags and limits, before and after, in the account's own log (nothing changed: no row).
    await audit(
      tx,
      operatorIn(id, admin),
      'update',
      { type: 'Account', id, name: after.name },
      consoleState(before),
      consoleState(after),
    );
  });
  return showAccount(deps, id);
};

/** What the operator did to the account, in that account's own audit log. */
const auditOnAccount = (
  deps: TDeps,
  admin: TOperator,
  action: 'destroy' | 'update',
  before: TSuperAdminAccountDetail | null,
  after: TSuperAdminAccountDetail,
) => {
  const state = (a: TSuperAdminAccountDetail) => ({ status: a.status, deletion_due_at: a.deletion_due_at });
  return audit(
    deps.db,
    operatorIn(after.id, admin),
    action,
    { type: 'Account', id: after.id, name: after.name },
    // A destroy records the state it leaves (suspended, due on a day); an update what changed.
    before ? state(before) : state(after),
    before ? state(after) : null,
  );
};

/**
 * The account's own DELETE path with a grace period: suspended and marked now, its data removed by the
 * deletion job ACCOUNT_DELETION_GRACE_DAYS later unless `restoreAccount` takes it back first.
 */
export const deleteAccount = async (deps: TDeps, admin: TOperator, id: number) => {
  if (!(await scheduleAccountDeletion(deps, id, ACCOUNT_DELETION_GRACE_DAYS)))
    throw new AppError('not_found', errorText('accountNotFound'));
  const shown = await showAccount(deps, id);
  await auditOnAccount(deps, admin, 'destroy', null, shown);
  return shown;
};

/** Takes back a deletion in its grace period: the account is active again, nothing of it was removed. */
export const restoreAccount = async (deps: TDeps, admin: TOperator, id: number) => {
  const before = await showAccount(deps, id);
  if (!(await cancelAccountDeletion(deps, id))) throw new AppError('not_found', errorText('accountNotFound'));
  const shown = await showAccount(deps, id);
  await auditOnAccount(deps, admin, 'update', before, shown);
  return shown;
};
