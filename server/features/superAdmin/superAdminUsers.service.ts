import { ACCOUNT_STATUS_VALUE, ROLE_VALUE, fromValue } from '../../../common/enums.ts';
import {
  SUPER_ADMIN_PAGE_SIZE,
  type TImpersonation,
  type TSuperAdminListQuery,
  type TSuperAdminUser,
  type TSuperAdminUserDetail,
} from '../../../common/contracts/superAdmin.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import type { TAuditAction } from '../../../common/contracts/auditLogs.ts';
import { audit } from '../auditLogs/index.ts';
import { issueSession, resetMfa, startPasswordReset, type TRequestWhere } from '../auth/index.ts';
import { findUserById, updateUser, type TUserRow } from '../users/index.ts';
import * as repo from './superAdmin.repo.ts';

const presentUserRow = (r: repo.TUserListRow): TSuperAdminUser => ({
  id: r.id,
  name: r.name,
  email: r.email,
  type: r.type,
  confirmed: r.confirmed,
  mfa_enabled: r.mfa_enabled,
  accounts_count: r.accounts_count,
  created_at: new Date(r.created_at).toISOString(),
});

export const listUsers = async (deps: TDeps, query: TSuperAdminListQuery) => {
  const offset = (query.page - 1) * SUPER_ADMIN_PAGE_SIZE;
  const { rows, count } = await repo.listUsers(deps.db, query.q || undefined, SUPER_ADMIN_PAGE_SIZE, offset);
  return {
    meta: { count, current_page: query.page, per_page: SUPER_ADMIN_PAGE_SIZE },
    payload: rows.map(presentUserRow),
  };
};

export const showUser = async (deps: TDeps, id: number): Promise<TSuperAdminUserDetail> => {
  const row = await repo.findUserRow(deps.db, id);
  if (!row) throw new AppError('not_found', errorText('userNotFound'));
  return {
    ...presentUserRow(row),
    accounts: (await repo.listUserAccounts(deps.db, id)).map((a) => ({
      id: a.id,
      name: a.name,
      role: fromValue(ROLE_VALUE, a.role),
      status: fromValue(ACCOUNT_STATUS_VALUE, a.status),
    })),
  };
};

const getUser = async (deps: TDeps, id: number): Promise<TUserRow> => {
  const user = await findUserById(deps.db, id);
  if (!user) throw new AppError('not_found', errorText('userNotFound'));
  return user;
};

/** Marks the user's email confirmed (their confirmation mail never arrived); audited like the console's other acts. */
export const confirmUser = async (deps: TDeps, id: number, admin: TOperator) => {
  const user = await getUser(deps, id);
  if (!user.confirmedAt)
    await deps.db.transaction(async (tx) => {
      await updateUser(tx, id, { confirmedAt: new Date(), confirmationTokenHash: null });
      await auditOnUser(tx, admin, user, 'update', { confirmed: true });
    });
  return showUser(deps, id);
};

/** The installation's operator acting in the console, and where from (for the audit log). */
export type TOperator = TUserRow & { where: TRequestWhere | null };

/**
 * What the operator did to a user, in the audit log of each account the user belongs to (the console's acts
 * belong to no account of their own): "Ada signed in as Liam", "Ada turned off two-factor sign-in of …".
 */
const auditOnUser = async (
  db: TExecutor,
  admin: TOperator,
  user: TUserRow,
  action: TAuditAction,
  details: Record<string, unknown> = {},
) => {
  for (const account of await repo.listUserAccounts(db, user.id))
    await audit(
      db,
      { accountId: account.id, userId: admin.id, name: admin.name, where: admin.where },
      action,
      { type: 'User', id: user.id, name: user.name },
      null,
      { ...details, by_installation_operator: true },
    );
};

/** Sends the user the password-reset mail (the same one "Forgot password" sends). */
export const resetPassword = async (deps: TDeps, id: number, admin: TOperator) => {
  const user = await getUser(deps, id);
  await startPasswordReset(deps, user, 'reset');
  await auditOnUser(deps.db, admin, user, 'password_reset_requested');
  return showUser(deps, id);
};

/** Turns the user's two-factor sign-in off: they sign in with their password alone and may enrol again. */
export const resetTwoFactor = async (deps: TDeps, id: number, admin: TOperator) => {
  const user = await getUser(deps, id);
  await resetMfa(deps, id);
  await auditOnUser(deps.db, admin, user, 'mfa_disabled');
  return showUser(deps, id);
};

/**
 * A session as the user for the super admin (an hour long, marked with the super admin's id on the
 * device row). The console keeps its own session aside and puts it back when the super admin returns.
 */
export const impersonate = async (deps: TDeps, admin: TOperator, id: number): Promise<TImpersonation> => {
  const user = await getUser(deps, id);
  if (user.id === admin.id) throw AppError.invalid('id', errorText('cannotImpersonateSelf'));
  const headers = await issueSession(deps, user, { impersonatorId: admin.id });
  await auditOnUser(deps.db, admin, user, 'impersonate');
  const accounts = await repo.listUserAccounts(deps.db, id);
  const active = accounts.find((a) => a.status === ACCOUNT_STATUS_VALUE.active) ?? accounts[0];
  return {
    headers: { ...headers },
    user: { id: user.id, name: user.name, email: user.email },
    account_id: active?.id ?? null,
  };
};
