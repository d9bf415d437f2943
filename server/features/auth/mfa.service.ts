import { auditUser } from './auth.audit.ts';
import type { TRequestWhere } from './auth.context.ts';
import type {
  TMfaBackupCodes,
  TMfaCodeRequest,
  TMfaDisableRequest,
  TMfaEnrolment,
  TMfaSignInRequest,
  TMfaStatus,
} from '../../../common/contracts/mfa.ts';
import { LIMITS, RATE_LIMITS } from '../../../common/limits.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import { appKey } from '../../lib/appKey.ts';
import { openSecret, sealSecret, verifyPassword } from '../../lib/crypto.ts';
import { forgetRateLimitHit, hitRateLimit } from '../../lib/rateLimit.ts';
import { findUserById, type TUserRow } from '../users/index.ts';
import {
  claimTimeStep,
  countBackupCodes,
  deleteMfa,
  findMfa,
  listMfaEnabled,
  replaceBackupCodes,
  upsertPendingMfa,
  useBackupCode,
  type TMfaRow,
} from './mfa.repo.ts';
import { mfaTokenFits, readMfaToken, signMfaToken } from './mfaToken.ts';
import { backupCodeDigest, newBackupCode, newTotpSecret, provisioningUrl, qrCodeDataUrl, totpStep } from './totp.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * Two-factor sign-in (TOTP), Chatwoot's routes and flow (docs/SECURITY.md "Two-factor sign-in"): the secret
 * sealed at rest, backup codes hashed and single-use, a time step never accepted twice, wrong codes
 * limited per user, the session only after the second factor.
 */
const INVALID_CODE = 'Invalid verification code. Please try again.';
const sealContext = (userId: number) => `user_mfa:${userId}`;
const secretKey = (deps: TDeps) => appKey(deps, 'mfa-secret');

const secretOf = async (deps: TDeps, row: TMfaRow) =>
  openSecret(await secretKey(deps), row.secretSealed, sealContext(row.userId));

/** The enabled factor of the user, or null (an enrolment not confirmed yet does not count). */
const enabledMfa = async (deps: TDeps, userId: number) => {
  const row = await findMfa(deps.db, userId);
  return row?.enabledAt ? row : null;
};

const requireEnabled = async (deps: TDeps, userId: number) => {
  const row = await enabledMfa(deps, userId);
  if (!row) throw AppError.withError('validation_failed', errorText('mfaNotEnabled'));
  return row;
};

/**
 * Counts one attempt against the user before any code is checked (concurrent guesses cannot slip past the
 * check), refused (429) past the limit; a right code takes its attempt back, so only failures count.
 */
const beginCodeAttempt = async (deps: TDeps, userId: number) => {
  const key = `mfa:user:${userId}`;
  const { max, windowSeconds } = RATE_LIMITS.mfaFailuresPerUser;
  await hitRateLimit(deps.db, key, max, windowSeconds);
  return { succeeded: () => forgetRateLimitHit(deps.db, key) };
};

/** Whether the code (TOTP, or else a backup code) is right; a right one is used up. */
const consumeCode = async (
  deps: TDeps,
  row: TMfaRow,
  input: { otp_code?: string | undefined; backup_code?: string | undefined },
) => {
  if (input.otp_code !== undefined) {
    const step = await totpStep(await secretOf(deps, row), input.otp_code, row.lastUsedStep);
    return step !== null && (await claimTimeStep(deps.db, row.userId, step));
  }
  if (input.backup_code !== undefined) return useBackupCode(deps.db, row.userId, backupCodeDigest(input.backup_code));
  return false;
};

/** Checks a code for a user, rate-limited; throws invalid_otp (400) when it is wrong. */
const requireCode = async (
  deps: TDeps,
  row: TMfaRow,
  input: { otp_code?: string | undefined; backup_code?: string | undefined },
) => {
  const attempt = await beginCodeAttempt(deps, row.userId);
  if (!(await consumeCode(deps, row, input))) throw AppError.withError('invalid_otp', INVALID_CODE);
  await attempt.succeeded();
};

const issueBackupCodes = async (deps: TDeps, userId: number) => {
  const codes = Array.from({ length: LIMITS.mfaBackupCodes }, newBackupCode);
  await replaceBackupCodes(deps.db, userId, codes.map(backupCodeDigest));
  return codes;
};

export const isMfaEnabled = async (deps: TDeps, userId: number) => (await enabledMfa(deps, userId)) !== null;

export const mfaStatus = async (deps: TDeps, user: TUserRow): Promise<TMfaStatus> => {
  const enabled = await isMfaEnabled(deps, user.id);
  const codes = enabled ? await countBackupCodes(deps.db, user.id) : { total: 0, remaining: 0 };
  return {
    feature_available: true,
    enabled,
    backup_codes_generated: codes.total > 0,
    backup_codes_remaining: codes.remaining,
  };
};

/** POST /profile/mfa: a new secret, not in force until a code from it is verified. */
export const startMfaEnrolment = async (deps: TDeps, user: TUserRow): Promise<TMfaEnrolment> => {
  const secret = newTotpSecret();
  const sealed = sealSecret(await secretKey(deps), secret, sealContext(user.id));
  if (!(await upsertPendingMfa(deps.db, user.id, sealed)))
    throw AppError.withError('validation_failed', errorText('mfaAlreadyEnabled'));
  const url = provisioningUrl(secret, user.email);
  return { provisioning_url: url, secret, qr_code_url: await qrCodeDataUrl(url) };
};

/** POST /profile/mfa/verify: a code from the new secret turns two-factor sign-in on; the backup codes, once. */
export const confirmMfaEnrolment = async (
  deps: TDeps,
  user: TUserRow,
  otpCode: string,
  where: TRequestWhere | null = null,
): Promise<TMfaBackupCodes> => {
  const row = await findMfa(deps.db, user.id);
  if (row?.enabledAt) throw AppError.withError('validation_failed', errorText('mfaAlreadyEnabled'));
  if (!row) throw AppError.withError('validation_failed', errorText('mfaStartSetupFirst'));
  const attempt = await beginCodeAttempt(deps, user.id);
  const step = await totpStep(await secretOf(deps, row), otpCode, row.lastUsedStep);
  if (step === null || !(await claimTimeStep(deps.db, user.id, step, true)))
    throw AppError.withError('invalid_otp', INVALID_CODE);
  await attempt.succeeded();
  await auditUser(deps.db, user, 'mfa_enabled', where);
  return { enabled: true, backup_codes: await issueBackupCodes(deps, user.id) };
};

/** DELETE /profile/mfa: the password and a code (or a backup code) turn it off. */
export const disableMfa = async (
  deps: TDeps,
  user: TUserRow,
  input: TMfaDisableRequest,
  where: TRequestWhere | null = null,
) => {
  const row = await requireEnabled(deps, user.id);
  if (!(await verifyPassword(user.encryptedPassword, input.password)))
    throw AppError.invalid('password', errorText('isIncorrect'));
  await requireCode(deps, row, input);
  await deps.db.transaction(async (tx) => {
    await deleteMfa(tx, user.id);
    await auditUser(tx, user, 'mfa_disabled', where);
  });
  return { enabled: false as const };
};

/** POST /profile/mfa/backup_codes: a code buys ten new backup codes; the old ones stop working. */
export const regenerateBackupCodes = async (
  deps: TDeps,
  user: TUserRow,
  input: TMfaCodeRequest,
): Promise<TMfaBackupCodes> => {
  const row = await requireEnabled(deps, user.id);
  await requireCode(deps, row, input);
  return { enabled: true, backup_codes: await issueBackupCodes(deps, user.id) };
};

/** The first step's answer for a user with two-factor sign-in on: no session yet, a token for the second. */
export const mfaChallenge = async (deps: TDeps, user: TUserRow) => ({
  mfa_required: true as const,
  mfa_token: await signMfaToken(deps, user),
});

/**
 * POST /auth/sign_in with mfa_token: the user whose code (or backup code) is right, else it throws. A wrong
 * code is told to `onWrongCode` first (the failed sign-in's audit entry).
 */
export const completeMfaSignIn = async (
  deps: TDeps,
  input: TMfaSignInRequest,
  onWrongCode: (user: TUserRow) => Promise<void> = () => Promise.resolve(),
) => {
  const claims = await readMfaToken(deps, input.mfa_token);
  const user = claims ? await findUserById(deps.db, claims.userId) : null;
  const row = user ? await enabledMfa(deps, user.id) : null;
  if (!claims || !user || !row || !mfaTokenFits(claims.passwordStamp, user))
    throw AppError.withError('invalid_mfa_token', errorText('mfaSignInExpired'));
  try {
    await requireCode(deps, row, input);
  } catch (err) {
    if (err instanceof AppError && err.code === 'invalid_otp') await onWrongCode(user);
    throw err;
  }
  return user;
};

/**
 * The installation console's and an account administrator's reset: two-factor sign-in off for a user who
 * lost their device (no code asked). `alongside` runs in the same transaction (the caller's audit entry).
 * True when the user had a factor (enabled or being enrolled).
 */
export const resetMfa = async (deps: TDeps, userId: number, alongside?: (tx: TExecutor) => Promise<void>) =>
  deps.db.transaction(async (tx) => {
    const had = (await findMfa(tx, userId)) !== null;
    await deleteMfa(tx, userId);
    if (alongside) await alongside(tx);
    return had;
  });

/** Which of these users have two-factor sign-in on (the agents list shows it to administrators). */
export const usersWithMfa = async (deps: TDeps, userIds: number[]) => new Set(await listMfaEnabled(deps.db, userIds));
