import type { TCreateAgentRequest, TUpdateAgentRequest } from '../../../common/contracts/agents.ts';
import { AVAILABILITY_VALUE, ROLE_VALUE } from '../../../common/enums.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { resetMfa, startPasswordReset, usersWithMfa } from '../auth/index.ts';
import {
  assertAccountLimit,
  countAdministrators,
  deleteAccountUser,
  findCustomRole,
  findMembership,
  insertAccountUser,
  listAccountMembers,
  updateAccountUser,
} from '../users/index.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/index.ts';
import { presentAgent } from './agents.presenter.ts';
import { appendAccessChanged, appendPermissionsChanged } from '../../events/accessChanged.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { errorText, serverText } from '../../lib/serverText.ts';
import { audit } from '../auditLogs/index.ts';
import type { TAccountUserRow, TUserRow } from '../users/index.ts';

/** An agent as the audit log records it: the membership, named after its user. */
const agentEntity = (user: TUserRow, au: TAccountUserRow) => ({
  type: 'AccountUser' as const,
  id: au.id,
  name: user.name,
  associated: { type: 'User' as const, id: user.id },
});
const agentState = (user: TUserRow, au: TAccountUserRow) => {
  const { thumbnail: _t, available_name: _a, ...state } = presentAgent(user, au);
  return state;
};

export const listAgents = async (deps: TDeps, m: TMembership) => {
  const rows = await listAccountMembers(deps.db, m.accountId);
  if (m.role !== 'administrator') return rows.map((r) => presentAgent(r.user, r.accountUser));
  const withMfa = await usersWithMfa(
    deps,
    rows.map((r) => r.user.id),
  );
  return rows.map((r) => ({ ...presentAgent(r.user, r.accountUser), mfa_enabled: withMfa.has(r.user.id) }));
};

/**
 * An administrator turns a member's two-factor sign-in off (a lost device), audited; the member enrols again
 * before using an account that requires it (docs/SECURITY.md "Resetting a member's two-factor sign-in").
 * Not one's own (the profile does that, with a code) and not the installation's SuperAdmin (the console's).
 */
export const resetAgentMfa = async (deps: TDeps, m: TMembership, userId: number) => {
  const { target, user } = await getAgent(deps, m.accountId, userId);
  if (userId === m.accountUser.userId) throw AppError.invalid('id', errorText('cannotResetOwnMfa'));
  if (user.type === 'SuperAdmin') throw new AppError('forbidden', errorText('notAuthorized'));
  await resetMfa(deps, userId, (tx) =>
    audit(tx, m, 'mfa_reset', agentEntity(user, target.accountUser), { mfa_enabled: true }, { mfa_enabled: false }),
  );
  return { ...presentAgent(user, target.accountUser), mfa_enabled: false };
};

const checkCustomRole = async (deps: TDeps, accountId: number, id: number | null | undefined) => {
  if (id == null) return;
  if (!(await findCustomRole(deps.db, accountId, id)))
    throw AppError.invalid('custom_role_id', errorText('doesNotExist'));
};

/**
 * Invites by email: a new address becomes a user without a password who gets a
 * link to set one; a known address is added to the account and told by mail.
 * Without SMTP the mail cannot go: the answer then carries the new user's invitation
 * link (`invitation_url`) for the administrator to hand over — never for an existing
 * user, whose password link would let one account's administrator take another's user.
 */
export const inviteAgent = async (deps: TDeps, m: TMembership, input: TCreateAgentRequest) => {
  await checkCustomRole(deps, m.accountId, input.custom_role_id);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing && (await findMembership(deps.db, existing.id, m.accountId))) {
    throw AppError.invalid('email', errorText('alreadyAgentOfAccount'));
  }
  const { user, accountUser } = await deps.db.transaction(async (tx) => {
    await assertAccountLimit(tx, m.accountId, 'agents');
    const user = existing ?? (await insertUser(tx, { name: input.name, email: input.email, encryptedPassword: null }));
    const accountUser = await insertAccountUser(tx, {
      accountId: m.accountId,
      userId: user.id,
      role: ROLE_VALUE[input.role],
      inviterId: m.accountUser.userId,
      customRoleId: input.custom_role_id ?? null,
      // Somebody who has never signed in is not online; their first password makes them so.
      ...(!existing && { availability: AVAILABILITY_VALUE.offline }),
    });
    const patched =
      input.availability_status !== undefined || input.auto_offline !== undefined
        ? await updateAccountUser(tx, m.accountId, user.id, {
            ...(input.availability_status && { availability: AVAILABILITY_VALUE[input.availability_status] }),
            ...(input.auto_offline !== undefined && { autoOffline: input.auto_offline }),
          })
        : null;
    await audit(
      tx,
      m,
      'create',
      agentEntity(user, patched ?? accountUser),
      null,
      agentState(user, patched ?? accountUser),
    );
    return { user, accountUser: patched ?? accountUser };
  });
  const inviter = (await findUserById(deps.db, m.accountUser.userId))?.name;
  if (existing?.encryptedPassword) {
    const link = `${deps.config.frontendUrl ?? `http://localhost:${deps.config.port}`}/app/accounts/${m.accountId}/dashboard`;
    const t = serverText('mail', m.account.locale);
    const vars = { account: m.account.name, inviter: inviter ?? t('someone'), link };
    await deps.mailer.send({ to: user.email, subject: t('addedSubject', vars), text: t('addedText', vars), link });
  } else {
    const link = await startPasswordReset(deps, user, 'invite', inviter);
    if (!existing && !deps.config.smtp) return { ...presentAgent(user, accountUser), invitation_url: link };
  }
  return presentAgent(user, accountUser);
};

export const bulkInvite = async (deps: TDeps, m: TMembership, emails: string[], customRoleId?: number | null) => {
  await checkCustomRole(deps, m.accountId, customRoleId);
  const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
  // Chatwoot refuses the whole list when it does not fit in the account's agent limit.
  let adding = 0;
  for (const email of unique) {
    const known = await findUserByEmail(deps.db, email);
    if (!known || !(await findMembership(deps.db, known.id, m.accountId))) adding += 1;
  }
  if (adding) await deps.db.transaction((tx) => assertAccountLimit(tx, m.accountId, 'agents', adding));
  for (const email of unique) {
    const known = await findUserByEmail(deps.db, email);
    if (known && (await findMembership(deps.db, known.id, m.accountId))) continue;
    await inviteAgent(deps, m, {
      email,
      name: email.split('@')[0] ?? email,
      role: 'agent',
      custom_role_id: customRoleId ?? null,
    });
  }
};

const getAgent = async (deps: TDeps, accountId: number, userId: number) => {
  const target = await findMembership(deps.db, userId, accountId);
  const user = target ? await findUserById(deps.db, userId) : null;
  if (!target || !user) throw new AppError('not_found', errorText('agentNotFound'));
  return { target, user };
};

const ensureAnotherAdmin = async (deps: TDeps, accountId: number) => {
  if ((await countAdministrators(deps.db, accountId)) <= 1) {
    throw AppError.invalid('role', errorText('lastAdministrator'));
  }
};

export const updateAgent = async (deps: TDeps, m: TMembership, userId: number, input: TUpdateAgentRequest) => {
  const { target, user } = await getAgent(deps, m.accountId, userId);
  await checkCustomRole(deps, m.accountId, input.custom_role_id);
  if (input.role === 'agent' && target.accountUser.role === ROLE_VALUE.administrator)
    await ensureAnotherAdmin(deps, m.accountId);
  const availability = input.availability ?? input.availability_status;
  const accessChanges =
    (input.role !== undefined && ROLE_VALUE[input.role] !== target.accountUser.role) ||
    (input.custom_role_id !== undefined && input.custom_role_id !== target.accountUser.customRoleId);
  const au = await deps.db.transaction(async (tx) => {
    const row = await updateAccountUser(tx, m.accountId, userId, {
      ...(input.role && { role: ROLE_VALUE[input.role] }),
      ...(availability && { availability: AVAILABILITY_VALUE[availability] }),
      ...(input.auto_offline !== undefined && { autoOffline: input.auto_offline }),
      ...(input.custom_role_id !== undefined && { customRoleId: input.custom_role_id }),
    });
    // A new role or custom role changes what their open sockets may hear.
    if (row && accessChanges) {
      await appendAccessChanged(tx, m.accountId, [userId]);
      await appendPermissionsChanged(tx, m.accountId, [userId]);
    }
    const renamed = input.name ? await updateUser(tx, userId, { name: input.name }) : user;
    if (row)
      await audit(
        tx,
        m,
        'update',
        agentEntity(renamed, row),
        agentState(user, target.accountUser),
        agentState(renamed, row),
      );
    return row && { row, renamed };
  });
  if (!au) throw new AppError('not_found', errorText('agentNotFound'));
  return presentAgent(au.renamed, au.row);
};

export const removeAgent = async (deps: TDeps, m: TMembership, userId: number) => {
  const { target, user } = await getAgent(deps, m.accountId, userId);
  if (target.accountUser.role === ROLE_VALUE.administrator) await ensureAnotherAdmin(deps, m.accountId);
  await deps.db.transaction(async (tx) => {
    await deleteAccountUser(tx, m.accountId, userId);
    await audit(tx, m, 'destroy', agentEntity(user, target.accountUser), agentState(user, target.accountUser), null);
    // Their open tabs on this account sign out, and every node ends their subscriptions to it.
    await appendEvent(tx, m.accountId, 'user:logout', { user_id: userId }, { kind: 'user', userId });
    await appendAccessChanged(tx, m.accountId, [userId]);
  });
};
