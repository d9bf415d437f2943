import { mfaPolicyOf } from '../../../common/mfaPolicy.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TMembershipRow } from '../users/index.ts';
import { audit } from '../auditLogs/index.ts';
import type { TSignUpRequest } from '../../../common/contracts/auth.ts';
import type {
  TDeleteAccountRequest,
  TOnboardingSteps,
  TUpdateAccountRequest,
} from '../../../common/contracts/accounts.ts';
import { RATE_LIMITS } from '../../../common/limits.ts';
import { ROLE_VALUE } from '../../../common/enums.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import { currentUserPayload, issueSession, sendConfirmation } from '../auth/index.ts';
import type { TMembership } from '../auth/index.ts';
import { findUserByEmail, insertUser, resetApiAccessToken, type TUserRow } from '../users/index.ts';
import { accountUsage, insertAccount, mergeAccountSettings, updateAccount } from './accounts.repo.ts';
import { isSignupEnabled } from './installationSettings.ts';
import { findMembership, insertAccountUser, listMemberships } from '../users/index.ts';
import { presentAccount, presentAccountSettings, presentLimits } from './accounts.presenter.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { scheduleAccountDeletion } from './accountAdmin.service.ts';
import { findOnboardingState } from './onboarding.repo.ts';
import { isFreshInstall } from '../auth/index.ts';
import { errorText, responseText } from '../../lib/serverText.ts';

/** Public sign-up: user + account + administrator membership in one transaction, then a session. */
export const signUp = async (deps: TDeps, input: TSignUpRequest, ip: string) => {
  const fresh = await isFreshInstall(deps);
  if (!fresh && !(await isSignupEnabled(deps))) throw new AppError('signup_disabled', errorText('signUpDisabled'));
  await hitRateLimit(deps.db, `sign_up:ip:${ip}`, RATE_LIMITS.signupPerIp.max, RATE_LIMITS.signupPerIp.windowSeconds);
  if (await findUserByEmail(deps.db, input.email)) throw AppError.invalid('email', errorText('taken'));
  const encryptedPassword = await hashPassword(input.password);
  const { user, accountId, apiToken } = await deps.db.transaction(async (tx) => {
    // The first user of an installation operates it; without SMTP no mail could confirm them, so they
    // start confirmed (later users' links go to the server log, see lib/mailer.ts).
    const user = await insertUser(tx, {
      name: input.user_full_name,
      email: input.email,
      encryptedPassword,
      type: fresh ? 'SuperAdmin' : null,
      confirmedAt: fresh && !deps.config.smtp ? new Date() : null,
    });
    const account = await insertAccount(tx, { name: input.account_name });
    await insertAccountUser(tx, { accountId: account.id, userId: user.id, role: ROLE_VALUE.administrator });
    return { user, accountId: account.id, apiToken: await resetApiAccessToken(tx, user.id) };
  });
  await sendConfirmation(deps, user);
  const headers = await issueSession(deps, user);
  // The API token is shown here, once (then only after a reset).
  const payload = await currentUserPayload(deps, user, apiToken);
  return { headers, data: { ...payload, account_id: accountId } };
};

export const canCreateAccounts = async (deps: TDeps, user: TUserRow) =>
  user.type === 'SuperAdmin' || (await isSignupEnabled(deps));

/** The create-account modal: a new account with the caller as administrator. */
export const createAccount = async (deps: TDeps, user: TUserRow, name: string) => {
  if (!(await canCreateAccounts(deps, user))) throw new AppError('forbidden', errorText('accountCreationDisabled'));
  const mine = await listMemberships(deps.db, user.id);
  if (mine.some((m) => m.account.name.toLowerCase() === name.toLowerCase())) {
    throw AppError.invalid('account_name', errorText('usedByYourAccount'));
  }
  const accountId = await deps.db.transaction(async (tx) => {
    const account = await insertAccount(tx, { name });
    await insertAccountUser(tx, { accountId: account.id, userId: user.id, role: ROLE_VALUE.administrator });
    return account.id;
  });
  const payload = await currentUserPayload(deps, user);
  return { data: { ...payload, account_id: accountId } };
};

export const showAccount = async (deps: TDeps, m: TMembership) =>
  presentAccount(m, await accountUsage(deps.db, m.accountId));

const SETTINGS_KEYS = [
  'auto_resolve_after',
  'auto_resolve_message',
  'auto_resolve_ignore_waiting',
  'continuity_via_email',
  'keep_scheduled_messages_on_resolve',
  'audit_logs_retention_days',
  'mfa_grace_period_days',
] as const;

/** The settings keys a PATCH gives (an empty message is none); merged into the stored jsonb. */
const settingsPatch = (input: TUpdateAccountRequest) => {
  const patch: Record<string, unknown> = {};
  for (const key of SETTINGS_KEYS) {
    const value = input[key];
    if (value !== undefined) patch[key] = value === '' ? null : value;
  }
  return patch;
};

/**
 * Turning the two-factor requirement on starts its grace period now; turning it off forgets the start, so
 * turning it on again later gives members a whole grace period (common/mfaPolicy.ts).
 */
const mfaRequirementPatch = (m: TMembership, input: TUpdateAccountRequest): Record<string, unknown> => {
  if (input.mfa_required === undefined) return {};
  const wasOn = mfaPolicyOf(m.account.settings).mfa_required;
  if (input.mfa_required === wasOn) return {};
  return input.mfa_required
    ? { mfa_required: true, mfa_required_since: new Date().toISOString() }
    : { mfa_required: false, mfa_required_since: null };
};

/** Records the account's settings change in the audit log (its name, locale, domain, e-mail and settings). */
const auditAccount = async (tx: TExecutor, m: TMembership) => {
  const state = (a: TMembershipRow['account']) => ({
    name: a.name,
    locale: a.locale,
    domain: a.domain,
    support_email: a.supportEmail,
    auto_resolve_duration: a.autoResolveDuration,
    settings: presentAccountSettings(a.settings),
  });
  const fresh = await findMembership(tx, m.accountUser.userId, m.accountId);
  if (fresh)
    await audit(
      tx,
      m,
      'update',
      { type: 'Account', id: m.accountId, name: fresh.account.name },
      state(m.account),
      state(fresh.account),
    );
};

export const patchAccount = async (deps: TDeps, m: TMembership, input: TUpdateAccountRequest) => {
  await deps.db.transaction(async (tx) => {
    const settings = { ...settingsPatch(input), ...mfaRequirementPatch(m, input) };
    if (Object.keys(settings).length) await mergeAccountSettings(tx, m.accountId, settings);
    await updateAccount(tx, m.accountId, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.locale !== undefined && { locale: input.locale }),
      ...(input.domain !== undefined && { domain: input.domain || null }),
      ...(input.support_email !== undefined && { supportEmail: input.support_email || null }),
      ...(input.auto_resolve_duration !== undefined && { autoResolveDuration: input.auto_resolve_duration }),
    });
    // A new language (and direction) must reach every open dashboard of the account.
    if (input.locale !== undefined && input.locale !== m.account.locale) {
      await appendEvent(tx, m.accountId, 'page:reload', { reason: 'locale_changed' }, { kind: 'account' });
    }
    await auditAccount(tx, m);
  });
  const fresh = await findMembership(deps.db, m.accountUser.userId, m.accountId);
  if (!fresh) throw new AppError('not_found', errorText('accountNotFound'));
  return presentAccount(fresh);
};

/**
 * DELETE /accounts/{id}: the name typed again must match. The account is suspended at once (members see
 * the suspended page, realtime subscriptions end) and a job removes its data (accountDelete.job.ts).
 */
export const deleteAccount = async (deps: TDeps, m: TMembership, input: TDeleteAccountRequest) => {
  if (input.name.toLowerCase() !== m.account.name.trim().toLowerCase())
    throw AppError.invalid('name', errorText('accountNameMismatch'));
  if (!(await scheduleAccountDeletion(deps, m.accountId)))
    throw new AppError('not_found', errorText('accountNotFound'));
  return { message: responseText('accountDeleting') };
};

/** The first-run checklist's steps, each done from the account's own rows. */
export const onboardingSteps = (deps: TDeps, m: TMembership): Promise<TOnboardingSteps> =>
  findOnboardingState(deps.db, m.accountId);

export const cacheKeys = (m: TMembership) => {
  const base = m.account.createdAt.getTime();
  const k = m.account.cacheKeys;
  return { cache_keys: { label: k.label ?? base, inbox: k.inbox ?? base, team: k.team ?? base } };
};

export const limits = async (deps: TDeps, m: TMembership) => ({
  id: m.accountId,
  limits: presentLimits(m.account.limits, await accountUsage(deps.db, m.accountId)),
});
