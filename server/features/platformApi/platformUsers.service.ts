import type { TPlatformUserCreate, TPlatformUserUpdate } from '../../../common/contracts/platform.ts';
import type { TDeps } from '../../deps.ts';
import { appendAccessChanged } from '../../events/accessChanged.ts';
import { AppError } from '../../lib/appError.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { errorText } from '../../lib/serverText.ts';
import { issueSsoLoginUrl, signOutEverywhere } from '../auth/index.ts';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listMemberships,
  presentCurrentUser,
  resetApiAccessToken,
  updateUser,
  type TUserRow,
} from '../users/index.ts';
import { assertPermissible } from './platformApi.context.ts';
import { addPermissible, hasPermissible, removePermissibles, type TPlatformAppRow } from './platformApps.repo.ts';

/** Chatwoot's platform user view is its `user` model: the current-user payload (no token: it is stored hashed). */
const present = async (deps: TDeps, user: TUserRow) =>
  presentCurrentUser(user, await listMemberships(deps.db, user.id), '');

/** A user the app created: else 401 Non permissible resource, whether or not the id exists (nothing leaks). */
export const getOwnUser = async (deps: TDeps, app: TPlatformAppRow, id: number) => {
  await assertPermissible(deps, app, 'User', id);
  const user = await findUserById(deps.db, id);
  if (!user) throw new AppError('not_found', errorText('resourceNotFound'));
  return user;
};

/**
 * Creates a confirmed user (as Chatwoot's platform users are) through the users door, owned by the app.
 * Chatwoot hands an app any existing user whose email it names; here only a user the app created itself
 * is returned again, any other taken email is a 422, so an app cannot take over another's user.
 */
export const createUser = async (deps: TDeps, app: TPlatformAppRow, input: TPlatformUserCreate) => {
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    if (!(await hasPermissible(deps.db, app.id, 'User', existing.id)))
      throw AppError.invalid('email', errorText('taken'));
    return present(deps, existing);
  }
  const encryptedPassword = input.password ? await hashPassword(input.password) : null;
  const user = await deps.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      name: input.name,
      email: input.email,
      encryptedPassword,
      confirmedAt: new Date(),
    });
    await addPermissible(tx, app.id, 'User', row.id);
    const patch = {
      ...(input.display_name !== undefined && { displayName: input.display_name || null }),
      ...(input.custom_attributes && { customAttributes: input.custom_attributes }),
    };
    return Object.keys(patch).length ? updateUser(tx, row.id, patch) : row;
  });
  return present(deps, user);
};

export const showUser = async (deps: TDeps, app: TPlatformAppRow, id: number) =>
  present(deps, await getOwnUser(deps, app, id));

/** Custom attributes merge into the stored ones, as Chatwoot's platform update does. */
export const changeUser = async (deps: TDeps, app: TPlatformAppRow, id: number, input: TPlatformUserUpdate) => {
  const user = await getOwnUser(deps, app, id);
  if (input.email && input.email !== user.email.toLowerCase()) {
    const taken = await findUserByEmail(deps.db, input.email);
    if (taken && taken.id !== user.id) throw AppError.invalid('email', errorText('taken'));
  }
  const encryptedPassword = input.password ? await hashPassword(input.password) : undefined;
  const updated = await updateUser(deps.db, user.id, {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.display_name !== undefined && { displayName: input.display_name || null }),
    ...(input.email !== undefined && { email: input.email }),
    ...(encryptedPassword && { encryptedPassword }),
    ...(input.custom_attributes && { customAttributes: { ...user.customAttributes, ...input.custom_attributes } }),
  });
  // A new password ends the user's other sessions, as a password reset does.
  if (encryptedPassword) await signOutEverywhere(deps, updated);
  return present(deps, updated);
};

/** Deletes the user everywhere: their memberships end and every account's open sockets of theirs close. */
export const removeUser = async (deps: TDeps, app: TPlatformAppRow, id: number) => {
  const user = await getOwnUser(deps, app, id);
  const memberships = await listMemberships(deps.db, user.id);
  await deps.db.transaction(async (tx) => {
    for (const m of memberships) await appendAccessChanged(tx, m.account.id, [user.id]);
    await removePermissibles(tx, 'User', user.id);
    await deleteUser(tx, user.id);
  });
  return {};
};

/** GET users/{id}/login: a one-time sign-in link (five minutes, single use). */
export const loginUrl = async (deps: TDeps, app: TPlatformAppRow, id: number) => ({
  url: await issueSsoLoginUrl(deps, await getOwnUser(deps, app, id)),
});

/**
 * POST users/{id}/token: the user's API access token. Only its hash is stored, so this is a new token and
 * the user's previous one stops working (Chatwoot shows the stored one).
 */
export const userToken = async (deps: TDeps, app: TPlatformAppRow, id: number) => {
  const user = await getOwnUser(deps, app, id);
  return { access_token: await resetApiAccessToken(deps.db, user.id) };
};
