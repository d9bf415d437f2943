import { auditUser } from './auth.audit.ts';
import type { TRequestWhere } from './auth.context.ts';
import type {
  TAuthHeaders,
  TResetPasswordRequest,
  TSignInRequest,
  TSsoSignInRequest,
} from '../../../common/contracts/auth.ts';
import type { TMfaSignInRequest } from '../../../common/contracts/mfa.ts';
import { AVAILABILITY_VALUE } from '../../../common/enums.ts';
import { LIMITS, RATE_LIMITS } from '../../../common/limits.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../lib/crypto.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import { listMemberships, moveAvailability } from '../users/index.ts';
import { presentCurrentUser } from '../users/index.ts';
import { findUserByEmail, findUserByTokenHash, updateUser, type TUserRow } from '../users/index.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { beginSignInAttempt } from './signInLimits.ts';
import { deleteAllDeviceTokens, deleteDeviceToken, upsertDeviceToken } from './tokens.repo.ts';
import { hasUsers } from '../users/index.ts';
import { endRealtimeAccess } from './realtimeAccess.ts';
import { countDeviceTokens } from './tokens.repo.ts';
import { errorText, serverText } from '../../lib/serverText.ts';
import { userOfSsoToken } from './sso.service.ts';
import { completeMfaSignIn, isMfaEnabled, mfaChallenge } from './mfa.service.ts';
import { passwordPolicyOf } from './ssoPolicy.repo.ts';

/**
 * An account that enforces single sign-on closes password sign-in to its members (403 sso_required), its
 * owner excepted: the break-glass path, audited as such (docs/SSO.md).
 */
const checkPasswordAllowed = async (deps: TDeps, user: TUserRow) => {
  const policy = await passwordPolicyOf(deps.db, user.id);
  if (policy === 'blocked') throw new AppError('sso_required', errorText('ssoRequired'));
  return policy === 'break_glass' ? { break_glass: true } : null;
};

/**
 * The current-user payload. `access_token` is empty except right after the token was created or reset
 * (`shownToken`): only its SHA-256 is stored, so it cannot be shown again.
 */
export const currentUserPayload = async (deps: TDeps, user: TUserRow, shownToken = '') => {
  const [memberships, mfaEnabled] = await Promise.all([listMemberships(deps.db, user.id), isMfaEnabled(deps, user.id)]);
  return presentCurrentUser(user, memberships, shownToken, undefined, mfaEnabled);
};

/** Creates a device token (devise-token-auth `client`) and returns the five headers. */
/** An impersonation session (the installation console's) lasts an hour and names its super admin. */
export const IMPERSONATION_SECONDS = 60 * 60;

export const issueSession = async (
  deps: TDeps,
  user: TUserRow,
  opts: { impersonatorId?: number } = {},
): Promise<TAuthHeaders> => {
  const client = randomToken(16);
  const token = randomToken(24);
  const lifetime = opts.impersonatorId ? IMPERSONATION_SECONDS : LIMITS.tokenLifetimeSeconds;
  const expiry = Math.floor(Date.now() / 1000) + lifetime;
  await upsertDeviceToken(deps.db, user.id, client, sha256(token), new Date(expiry * 1000), opts.impersonatorId);
  return { 'access-token': token, 'token-type': 'Bearer', client, expiry: String(expiry), uid: user.email };
};

const startSession = async (deps: TDeps, user: TUserRow) => {
  const headers = await issueSession(deps, user);
  return { mfa: null, headers, data: await currentUserPayload(deps, user) };
};

/**
 * Unknown emails verify against a dummy hash, so they take as long as known ones (lib/crypto.ts). With
 * two-factor sign-in on, a right password gives no session yet: an mfa_token for the second step.
 */
export const signIn = async (deps: TDeps, input: TSignInRequest, ip: string, where: TRequestWhere | null = null) => {
  const attempt = await beginSignInAttempt(deps, input.email, ip);
  const user = await findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.encryptedPassword ?? null, input.password);
  if (user && !ok) await auditUser(deps.db, user, 'sign_in_failed', where);
  if (!user || !ok) throw new AppError('invalid_credentials', errorText('invalidLogin'));
  await attempt.succeeded();
  const breakGlass = await checkPasswordAllowed(deps, user);
  if (await isMfaEnabled(deps, user.id)) return { mfa: await mfaChallenge(deps, user) } as const;
  await auditUser(deps.db, user, 'sign_in', where, breakGlass);
  return startSession(deps, user);
};

/**
 * Sign-in by a one-time link (Platform API `users/{id}/login`): the token stands for the password. With
 * two-factor sign-in on, the second step is still asked for.
 */
export const signInWithSso = async (deps: TDeps, input: TSsoSignInRequest, where: TRequestWhere | null = null) => {
  const user = await userOfSsoToken(deps, input);
  if (await isMfaEnabled(deps, user.id)) return { mfa: await mfaChallenge(deps, user) } as const;
  await auditUser(deps.db, user, 'sign_in', where);
  return startSession(deps, user);
};

/** The second step: the mfa_token and a code (or a backup code); the session starts only now. */
export const signInWithMfa = async (deps: TDeps, input: TMfaSignInRequest, where: TRequestWhere | null = null) => {
  // A wrong second-step code is a failed sign-in in the audit log, as a wrong password is.
  const user = await completeMfaSignIn(deps, input, (u) => auditUser(deps.db, u, 'sign_in_failed', where));
  await auditUser(deps.db, user, 'sign_in', where);
  return startSession(deps, user);
};

/** Ends this device's session; when it was the user's last one, their realtime access ends too. */
export const signOut = async (
  deps: TDeps,
  user: TUserRow,
  client: string | null,
  where: TRequestWhere | null = null,
) => {
  if (!client) return;
  await deps.db.transaction(async (tx) => {
    await deleteDeviceToken(tx, user.id, client);
    await auditUser(tx, user, 'sign_out', where);
    if ((await countDeviceTokens(tx, user.id)) === 0) await endRealtimeAccess(tx, user.id);
  });
};

/**
 * Ends every session of the user (devices, open tabs — told by user:logout — and realtime sockets). The
 * profile's "sign out everywhere"; a password reset does the same before it starts the new session.
 */
export const signOutEverywhere = async (deps: TDeps, user: TUserRow) =>
  deps.db.transaction(async (tx) => {
    await deleteAllDeviceTokens(tx, user.id);
    for (const m of await listMemberships(tx, user.id)) {
      await appendEvent(tx, m.account.id, 'user:logout', { user_id: user.id }, { kind: 'user', userId: user.id });
    }
    return (await endRealtimeAccess(tx, user.id)) ?? user;
  });

const resetLink = (deps: TDeps, token: string) =>
  `${publicUrl(deps)}/app/auth/password/edit?reset_password_token=${encodeURIComponent(token)}`;

/** Starts a reset (or, for an invitee who never set one, the first password). Returns the link the mail carries. */
export const startPasswordReset = async (deps: TDeps, user: TUserRow, kind: 'reset' | 'invite', inviter?: string) => {
  const token = randomToken(24);
  await updateUser(deps.db, user.id, { resetPasswordTokenHash: sha256(token), resetPasswordSentAt: new Date() });
  const link = resetLink(deps, token);
  const t = serverText('mail', null);
  const vars = { inviter: inviter ?? t('someone'), email: user.email, link };
  await deps.mailer.send(
    kind === 'invite'
      ? { to: user.email, subject: t('inviteSubject'), text: t('inviteText', vars), link }
      : { to: user.email, subject: t('resetSubject'), text: t('resetText', vars), link },
  );
  return link;
};

/** Always succeeds from the caller's view, so it cannot be used to discover which emails exist. */
export const requestPasswordReset = async (
  deps: TDeps,
  email: string,
  ip: string,
  where: TRequestWhere | null = null,
) => {
  await hitRateLimit(
    deps.db,
    `password:ip:${ip}`,
    RATE_LIMITS.passwordResetPerIp.max,
    RATE_LIMITS.passwordResetPerIp.windowSeconds,
  );
  const user = await findUserByEmail(deps.db, email);
  if (user) await startPasswordReset(deps, user, user.encryptedPassword ? 'reset' : 'invite');
  if (user) await auditUser(deps.db, user, 'password_reset_requested', where);
};

export const resetPassword = async (deps: TDeps, input: TResetPasswordRequest, where: TRequestWhere | null = null) => {
  const user = await findUserByTokenHash(deps.db, 'reset', sha256(input.reset_password_token));
  // Invitations (no password yet) stay valid as long as a confirmation; resets are short-lived.
  const lifetime = user?.encryptedPassword ? LIMITS.resetTokenLifetimeSeconds : LIMITS.confirmationTokenLifetimeSeconds;
  if (!user || !user.resetPasswordSentAt || user.resetPasswordSentAt.getTime() + lifetime * 1000 < Date.now()) {
    throw AppError.invalid('reset_password_token', errorText('invalidOrExpired'));
  }
  await checkPasswordAllowed(deps, user);
  const updated = await updateUser(deps.db, user.id, {
    encryptedPassword: await hashPassword(input.password),
    resetPasswordTokenHash: null,
    resetPasswordSentAt: null,
    confirmedAt: user.confirmedAt ?? new Date(), // the link reached the mailbox: the address is proven
  });
  // An invitee's first password: they are here now, so the accounts that invited them see them online.
  if (!user.encryptedPassword)
    await moveAvailability(deps.db, user.id, AVAILABILITY_VALUE.offline, AVAILABILITY_VALUE.online);
  await auditUser(deps.db, updated, 'password_changed', where);
  // A new password signs every other device out, the tabs that are open right now and their realtime sockets.
  const rotated = await signOutEverywhere(deps, updated);
  // The mailbox is one factor: with two-factor sign-in on, the session still waits for the code.
  if (await isMfaEnabled(deps, rotated.id)) return { mfa: await mfaChallenge(deps, rotated) } as const;
  return startSession(deps, rotated);
};

export const sendConfirmation = async (deps: TDeps, user: TUserRow) => {
  if (user.confirmedAt) return;
  const token = randomToken(24);
  await updateUser(deps.db, user.id, { confirmationTokenHash: sha256(token), confirmationSentAt: new Date() });
  const link = `${publicUrl(deps)}/app/auth/confirmation?confirmation_token=${encodeURIComponent(token)}`;
  const t = serverText('mail', null);
  await deps.mailer.send({
    to: user.email,
    subject: t('confirmSubject'),
    text: t('confirmText', { email: user.email, link }),
    link,
  });
};

export const confirmEmail = async (deps: TDeps, token: string) => {
  const user = await findUserByTokenHash(deps.db, 'confirmation', sha256(token));
  if (
    !user ||
    !user.confirmationSentAt ||
    user.confirmationSentAt.getTime() + LIMITS.confirmationTokenLifetimeSeconds * 1000 < Date.now()
  ) {
    throw AppError.invalid('confirmation_token', errorText('invalidOrExpired'));
  }
  await updateUser(deps.db, user.id, { confirmedAt: new Date(), confirmationTokenHash: null });
};

export const isFreshInstall = async (deps: TDeps) => !(await hasUsers(deps.db));
