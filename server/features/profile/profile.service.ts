import { auditUser, type TRequestWhere } from '../auth/index.ts';
import type { TUpdateProfileRequest } from '../../../common/contracts/profile.ts';
import { AVAILABILITY_VALUE, type TAvailability } from '../../../common/enums.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { findMembership, updateAccountUser } from '../users/index.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { presenceSnapshot } from '../../realtime/presence.repo.ts';
import { currentUserPayload, sendConfirmation } from '../auth/index.ts';
import { findUserByEmail, resetApiAccessToken, updateUser, type TUserRow } from '../users/index.ts';
import { errorText, responseText } from '../../lib/serverText.ts';

const requireMember = async (deps: TDeps, user: TUserRow, accountId: number) => {
  const m = await findMembership(deps.db, user.id, accountId);
  if (!m) throw new AppError('not_found', errorText('accountNotFound'));
  return m;
};

/** 422 naming current_password unless it is the user's password (a user without one has nothing to give). */
const requireCurrentPassword = async (user: TUserRow, given: string | undefined) => {
  if (!user.encryptedPassword) return;
  if (!given) throw AppError.invalid('current_password', errorText('blank'));
  if (!(await verifyPassword(user.encryptedPassword, given)))
    throw AppError.invalid('current_password', errorText('isIncorrect'));
};

export const updateProfile = async (
  deps: TDeps,
  user: TUserRow,
  input: TUpdateProfileRequest['profile'],
  avatar: Buffer | null,
  where: TRequestWhere | null = null,
) => {
  const patch: Parameters<typeof updateUser>[2] = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.display_name !== undefined) patch.displayName = input.display_name || null;
  if (input.message_signature !== undefined) patch.messageSignature = input.message_signature;
  // ui_settings are merged key by key: one screen's preference never wipes another's.
  if (input.ui_settings !== undefined) patch.uiSettings = { ...user.uiSettings, ...input.ui_settings };
  let emailChanged = false;
  if (input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase()) {
    // The email is the sign-in name and where resets go: a borrowed session must not move the account.
    await requireCurrentPassword(user, input.current_password);
    const other = await findUserByEmail(deps.db, input.email);
    if (other) throw AppError.invalid('email', errorText('taken'));
    patch.email = input.email;
    patch.confirmedAt = null;
    emailChanged = true;
  }
  // The password changes only when both password and confirmation are given.
  if (input.password !== undefined && input.password_confirmation !== undefined) {
    if (input.password !== input.password_confirmation)
      throw AppError.invalid('password_confirmation', errorText('doesntMatchPassword'));
    await requireCurrentPassword(user, input.current_password);
    patch.encryptedPassword = await hashPassword(input.password);
  }
  let oldAvatar: string | null = null;
  if (avatar) {
    patch.avatarKey = await deps.uploads.saveImage('avatars', avatar, 'avatar');
    oldAvatar = user.avatarKey;
  }
  // A new password or sign-in address is a security event: audited in each account, with the change.
  const updated = Object.keys(patch).length
    ? await deps.db.transaction(async (tx) => {
        const row = await updateUser(tx, user.id, patch);
        if (patch.encryptedPassword) await auditUser(tx, row, 'password_changed', where);
        if (emailChanged) await auditUser(tx, row, 'update', where, { email: [user.email, row.email] });
        return row;
      })
    : user;
  await deps.uploads.remove(oldAvatar);
  if (emailChanged) await sendConfirmation(deps, updated);
  return currentUserPayload(deps, updated);
};

export const removeAvatar = async (deps: TDeps, user: TUserRow) => {
  const updated = await updateUser(deps.db, user.id, { avatarKey: null });
  await deps.uploads.remove(user.avatarKey);
  return currentUserPayload(deps, updated);
};

export const setAvailability = async (deps: TDeps, user: TUserRow, accountId: number, availability: TAvailability) => {
  await requireMember(deps, user, accountId);
  await deps.db.transaction(async (tx) => {
    await updateAccountUser(tx, accountId, user.id, {
      availability: AVAILABILITY_VALUE[availability],
      availabilityBeforeAutoOffline: null,
    });
    const snapshot = await presenceSnapshot(tx, accountId);
    // The changer is listed even before their first heartbeat.
    await appendEvent(
      tx,
      accountId,
      'presence.update',
      { ...snapshot, users: { ...snapshot.users, [user.id]: availability } },
      { kind: 'account' },
    );
  });
  return currentUserPayload(deps, user);
};

export const setAutoOffline = async (deps: TDeps, user: TUserRow, accountId: number, autoOffline: boolean) => {
  await requireMember(deps, user, accountId);
  await updateAccountUser(deps.db, accountId, user.id, { autoOffline });
  return currentUserPayload(deps, user);
};

export const touchActiveAt = async (deps: TDeps, userId: number, accountId: number) => {
  await updateAccountUser(deps.db, accountId, userId, { activeAt: new Date() });
};

export const setActiveAccount = async (deps: TDeps, user: TUserRow, accountId: number) => {
  await requireMember(deps, user, accountId);
  await touchActiveAt(deps, user.id, accountId);
  return currentUserPayload(deps, user);
};

export const resendConfirmation = async (deps: TDeps, user: TUserRow) => {
  if (user.confirmedAt) return { message: responseText('emailAlreadyConfirmed') };
  await sendConfirmation(deps, user);
  return { message: responseText('confirmationSent') };
};

export const resetAccessToken = async (deps: TDeps, user: TUserRow, where: TRequestWhere | null = null) => {
  const token = await deps.db.transaction(async (tx) => {
    await auditUser(tx, user, 'token_reset', where);
    return resetApiAccessToken(tx, user.id);
  });
  return currentUserPayload(deps, user, token);
};
