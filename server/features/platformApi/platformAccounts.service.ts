import type { TPlatformAccountCreate, TPlatformAccountUpdate } from '../../../common/contracts/platform.ts';
import { ROLE_VALUE, fromValue } from '../../../common/enums.ts';
import type { TDeps } from '../../deps.ts';
import { appendAccessChanged } from '../../events/accessChanged.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import {
  changeAccountAttributes,
  findAccountById,
  provisionAccount,
  scheduleAccountDeletion,
  type TAccountAttributes,
} from '../accounts/index.ts';
import {
  deleteAccountUser,
  findMembership,
  insertAccountUser,
  listAccountMembers,
  updateAccountUser,
} from '../users/index.ts';
import { assertPermissible } from './platformApi.context.ts';
import { presentPlatformAccount } from './platformApi.presenter.ts';
import { addPermissible, removePermissibles, type TPlatformAppRow } from './platformApps.repo.ts';
import { audit } from '../auditLogs/index.ts';
import type { TExecutor } from '../../db/client.ts';

/** A platform app acting in an account, as the audit log names it. */
const appActor = (app: TPlatformAppRow, accountId: number) => ({
  accountId,
  userId: null,
  name: `Platform app ${app.name}`,
});
const auditMember = (
  tx: TExecutor,
  app: TPlatformAppRow,
  accountId: number,
  action: 'create' | 'update' | 'destroy',
  userId: number,
  before: object | null,
  after: object | null,
) => audit(tx, appActor(app, accountId), action, { type: 'AccountUser', id: userId }, before, after);

const attributesOf = (input: TPlatformAccountUpdate): TAccountAttributes => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.locale !== undefined && { locale: input.locale }),
  ...(input.domain !== undefined && { domain: input.domain }),
  ...(input.support_email !== undefined && { supportEmail: input.support_email }),
  ...(input.status !== undefined && { status: input.status }),
  ...(input.features && { features: input.features }),
  ...(input.limits && { limits: input.limits }),
  ...(input.custom_attributes && { customAttributes: input.custom_attributes }),
});

/** An account the app created (not one being deleted): else 401 Non permissible resource. */
const getOwnAccount = async (deps: TDeps, app: TPlatformAppRow, id: number) => {
  await assertPermissible(deps, app, 'Account', id);
  const account = await findAccountById(deps.db, id);
  if (!account || 'marked_for_deletion_at' in account.customAttributes)
    throw new AppError('not_found', errorText('accountNotFound'));
  return account;
};

/** Creates the account through the accounts door; the app owns it from now on. */
export const createAccount = async (deps: TDeps, app: TPlatformAppRow, input: TPlatformAccountCreate) => {
  const account = await provisionAccount(deps, { ...attributesOf(input), name: input.name });
  await addPermissible(deps.db, app.id, 'Account', account.id);
  return presentPlatformAccount(account);
};

export const showAccount = async (deps: TDeps, app: TPlatformAppRow, id: number) =>
  presentPlatformAccount(await getOwnAccount(deps, app, id));

/** Name, locale, domain, support email, status (suspend, reactivate), feature flags and limits. */
export const updateAccount = async (deps: TDeps, app: TPlatformAppRow, id: number, input: TPlatformAccountUpdate) => {
  const before = presentPlatformAccount(await getOwnAccount(deps, app, id));
  const account = await changeAccountAttributes(deps, id, attributesOf(input));
  if (!account) throw new AppError('not_found', errorText('accountNotFound'));
  const after = presentPlatformAccount(account);
  await audit(deps.db, appActor(app, id), 'update', { type: 'Account', id, name: account.name }, before, after);
  return after;
};

/** The account's own deletion path: suspended now, its data removed by the deletion job. */
export const deleteAccount = async (deps: TDeps, app: TPlatformAppRow, id: number) => {
  const account = await getOwnAccount(deps, app, id);
  if (!(await scheduleAccountDeletion(deps, id))) throw new AppError('not_found', errorText('accountNotFound'));
  await audit(deps.db, appActor(app, id), 'destroy', { type: 'Account', id, name: account.name }, null, null);
  await removePermissibles(deps.db, 'Account', id);
  return {};
};

const presentMember = (accountId: number, userId: number, role: number) => ({
  account_id: accountId,
  user_id: userId,
  role: fromValue(ROLE_VALUE, role),
});

export const listAccountUsers = async (deps: TDeps, app: TPlatformAppRow, accountId: number) => {
  await getOwnAccount(deps, app, accountId);
  return (await listAccountMembers(deps.db, accountId)).map((r) =>
    presentMember(accountId, r.accountUser.userId, r.accountUser.role),
  );
};

/**
 * Adds a user the app created to an account it created, or changes their role there (Chatwoot's
 * find_or_initialize_by). Both must be the app's: another app's user is 401 Non permissible resource.
 */
export const addAccountUser = async (
  deps: TDeps,
  app: TPlatformAppRow,
  accountId: number,
  input: { user_id: number; role: 'administrator' | 'agent' },
) => {
  await getOwnAccount(deps, app, accountId);
  await assertPermissible(deps, app, 'User', input.user_id);
  const role = ROLE_VALUE[input.role];
  const existing = await findMembership(deps.db, input.user_id, accountId);
  const row = await deps.db.transaction(async (tx) => {
    const member = presentMember.bind(null, accountId, input.user_id);
    if (!existing) {
      const created = await insertAccountUser(tx, { accountId, userId: input.user_id, role });
      await auditMember(tx, app, accountId, 'create', input.user_id, null, member(role));
      return created;
    }
    const updated = await updateAccountUser(tx, accountId, input.user_id, { role });
    if (existing.accountUser.role !== role) await appendAccessChanged(tx, accountId, [input.user_id]);
    await auditMember(tx, app, accountId, 'update', input.user_id, member(existing.accountUser.role), member(role));
    return updated ?? existing.accountUser;
  });
  return presentMember(accountId, row.userId, row.role);
};

/** Removes the user from the account as removing an agent does: their tabs sign out, their sockets close. */
export const removeAccountUser = async (deps: TDeps, app: TPlatformAppRow, accountId: number, userId: number) => {
  await getOwnAccount(deps, app, accountId);
  if (!(await findMembership(deps.db, userId, accountId))) throw new AppError('not_found', errorText('agentNotFound'));
  await deps.db.transaction(async (tx) => {
    await deleteAccountUser(tx, accountId, userId);
    await auditMember(tx, app, accountId, 'destroy', userId, null, null);
    await appendEvent(tx, accountId, 'user:logout', { user_id: userId }, { kind: 'user', userId });
    await appendAccessChanged(tx, accountId, [userId]);
  });
  return {};
};
