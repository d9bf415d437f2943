import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_VALUE, fromValue, type TAccountRole } from '../../../common/enums.ts';
import { ALL_ROLES, hasAnyPermission, permissionsOf, type TPermission } from '../../../common/permissions.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { findMembership, type TMembershipRow } from '../users/index.ts';
import { findBotByToken, isBotInAccount, type TAgentBotRow } from './botTokens.repo.ts';
import { findUserByApiToken, type TUserRow } from '../users/index.ts';
import { findApiUserWithMembership, findDeviceWithMembership } from './credentials.repo.ts';
import { findDeviceByClient } from './tokens.repo.ts';
import { errorText } from '../../lib/serverText.ts';
import { mfaEnrolmentDeadline, mfaPolicyOf } from '../../../common/mfaPolicy.ts';
import { findMfa } from './mfa.repo.ts';

/**
 * Who signed in and how (a user's session or API access token): the request's caller. It is not the
 * Actor of the conversation commands (common/actor.ts): `requestActor` (auth/actor.ts) builds that from
 * the caller's membership, or from `req.agentBot` for a bot's token.
 */
export interface TCaller {
  user: TUserRow;
  via: 'session' | 'api_token';
  /** devise-token-auth `client` of the device, for sign-out. */
  client: string | null;
}

export interface TMembership extends TMembershipRow {
  accountId: number;
  role: TAccountRole;
  permissions: TPermission[];
  /** The signed-in user behind this membership, when resolved from a request (spares services a look-up). */
  user?: TUserRow;
  /** Where the request came from, for the audit log (auditLogs' `audit`). */
  where?: TRequestWhere;
}

/** The caller's address and browser, as the audit log records them. */
export interface TRequestWhere {
  ip: string | null;
  userAgent: string | null;
}

/** The request's IP (behind the trusted proxy, Fastify's `req.ip`) and user agent. */
export const requestWhere = (req: FastifyRequest): TRequestWhere => ({
  ip: req.ip || null,
  userAgent: header(req, 'user-agent'),
});

declare module 'fastify' {
  interface FastifyRequest {
    caller: TCaller | null;
    membership: TMembership | null;
    /** The agent bot whose token authenticated a bot-scoped route (requireAccountOrBot), else unset. */
    agentBot?: TBotCaller;
  }
}

/** An agent bot calling a bot-scoped route of an account. */
export interface TBotCaller {
  bot: TAgentBotRow;
  accountId: number;
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return typeof v === 'string' && v.length > 0 && v.length < 512 ? v : null;
};

type TCredentials = { kind: 'api'; token: string } | { kind: 'session'; token: string; client: string };

/** Either an API access token or the session's token + client headers; null when neither is complete. */
const credentialsOf = (req: FastifyRequest): TCredentials | null => {
  const bearer = header(req, 'authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  const apiToken =
    header(req, 'api_access_token') ?? header(req, 'api-access-token') ?? (header(req, 'access-token') ? null : bearer);
  if (apiToken) return { kind: 'api', token: apiToken };
  const token = header(req, 'access-token');
  const client = header(req, 'client');
  return token && client ? { kind: 'session', token, client } : null;
};

/** The client id names the device; the token is the secret. uid is checked loosely so an email change does not sign the user out mid-session. */
const deviceValid = (device: { expiresAt: Date; tokenHash: string }, token: string) =>
  device.expiresAt.getTime() >= Date.now() && safeEqual(device.tokenHash, sha256(token));

/** Reads either the five session headers or an API access token. Never throws for a bad token: null is "not signed in". */
export const resolveCaller = async (deps: TDeps, req: FastifyRequest): Promise<TCaller | null> => {
  const cred = credentialsOf(req);
  if (!cred) return null;
  if (cred.kind === 'api') {
    const user = await findUserByApiToken(deps.db, cred.token);
    return user ? { user, via: 'api_token', client: null } : null;
  }
  const found = await findDeviceByClient(deps.db, cred.client);
  if (!found || !deviceValid(found.device, cred.token)) return null;
  return { user: found.user, via: 'session', client: cred.client };
};

/** The caller and their membership of `accountId` in one query (account-scoped routes). */
const resolveCallerInAccount = async (
  deps: TDeps,
  req: FastifyRequest,
  accountId: number,
): Promise<{ caller: TCaller; membership: TMembershipRow | null } | null> => {
  const cred = credentialsOf(req);
  if (!cred) return null;
  if (cred.kind === 'api') {
    const found = await findApiUserWithMembership(deps.db, cred.token, accountId);
    return found && { caller: { user: found.user, via: 'api_token', client: null }, membership: found.membership };
  }
  const found = await findDeviceWithMembership(deps.db, cred.client, accountId);
  if (!found || !deviceValid(found.device, cred.token)) return null;
  return { caller: { user: found.user, via: 'session', client: cred.client }, membership: found.membership };
};

/**
 * The permissions each account guard requires, by the guard function: the app's route list reads it
 * (server/app.ts `routeList[].permissions`), so the role × route walk (server/customRoles.tenancy.db.test.ts)
 * and the docs know who may call a route without a hand-kept table.
 */
const guardPermissions = new WeakMap<object, readonly TPermission[]>();

/** The permissions a route's hooks require (the first account guard among them), or null when none is one. */
export const routePermissionsOf = (hooks: unknown): readonly TPermission[] | null => {
  const list: unknown[] = Array.isArray(hooks) ? hooks : [hooks];
  for (const hook of list)
    if (typeof hook === 'function' && guardPermissions.has(hook)) return guardPermissions.get(hook) ?? null;
  return null;
};

const remember = <T extends object>(guard: T, required: readonly TPermission[]): T => {
  guardPermissions.set(guard, required);
  return guard;
};

export const makeGuards = (deps: TDeps) => {
  /**
   * An account that requires two-factor sign-in, past its grace period: a member without it is refused
   * every account route (403 mfa_enrolment_required) until they enrol; the profile, its /mfa routes and
   * sign-out are not account routes, so they stay open (docs/SECURITY.md "Requiring two-factor sign-in").
   * Only accounts that require it pay the look-up.
   */
  const requireEnrolledIfDue = async (settings: Record<string, unknown>, userId: number) => {
    const deadline = mfaEnrolmentDeadline(mfaPolicyOf(settings));
    if (!deadline || deadline.getTime() > Date.now()) return;
    if (!(await findMfa(deps.db, userId))?.enabledAt)
      throw new AppError('mfa_enrolment_required', errorText('mfaEnrolmentRequired'));
  };

  const authenticate = async (req: FastifyRequest) => {
    req.caller ??= await resolveCaller(deps, req);
    if (!req.caller) throw new AppError('unauthenticated', errorText('signInRequired'));
  };

  /**
   * Account-scoped routes: the caller must be a member of :accountId (else 404, so nothing about
   * other tenants leaks), the account must be active, and the member must hold one of `required`.
   * All of it is settled before the handler runs.
   */
  const requireAccount = (required: readonly TPermission[] = ALL_ROLES) =>
    remember(async (req: FastifyRequest, _reply: FastifyReply) => {
      const raw = (req.params as Record<string, string | undefined>).accountId ?? '';
      const accountId = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
      let m: TMembershipRow | null = null;
      if (!req.caller && !Number.isNaN(accountId)) {
        const found = await resolveCallerInAccount(deps, req, accountId);
        req.caller = found?.caller ?? null;
        m = found?.membership ?? null;
      } else if (req.caller && !Number.isNaN(accountId))
        m = await findMembership(deps.db, req.caller.user.id, accountId);
      await authenticate(req);
      const caller = callerOf(req);
      if (!m) throw new AppError('not_found', errorText('accountNotFound'));
      if (m.account.status !== 0) throw new AppError('account_suspended', errorText('accountSuspended'));
      const role = fromValue(ROLE_VALUE, m.accountUser.role);
      const permissions = permissionsOf({
        role,
        custom_role_id: m.accountUser.customRoleId,
        custom_role_permissions: m.customRole?.permissions ?? null,
      });
      if (!hasAnyPermission(permissions, required)) {
        throw new AppError('forbidden', errorText('notAuthorized'));
      }
      await requireEnrolledIfDue(m.account.settings, caller.user.id);
      req.membership = { ...m, accountId, role, permissions, user: caller.user, where: requestWhere(req) };
    }, required);

  /**
   * The routes Chatwoot opens to agent-bot tokens (messages create, toggle_status, toggle_priority,
   * assignments, conversation update, typing): an `api_access_token` that belongs to a bot of the account
   * (or to a system bot linked to one of its inboxes) sets `req.agentBot`; any other caller goes through
   * requireAccount. Every other route uses requireAccount alone, where a bot's token matches no user: 401.
   */
  const requireAccountOrBot = (required: readonly TPermission[] = ALL_ROLES) => {
    const member = requireAccount(required);
    return remember(async (req: FastifyRequest, reply: FastifyReply) => {
      const cred = credentialsOf(req);
      if (cred?.kind === 'api') {
        const raw = (req.params as Record<string, string | undefined>).accountId ?? '';
        const accountId = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
        const bot = Number.isNaN(accountId) ? null : await findBotByToken(deps.db, cred.token);
        if (bot) {
          const inAccount =
            bot.accountId === accountId ||
            (bot.accountId === null && (await isBotInAccount(deps.db, accountId, bot.id)));
          if (!inAccount) throw new AppError('not_found', errorText('accountNotFound'));
          req.agentBot = { bot, accountId };
          return;
        }
      }
      await member(req, reply);
    }, required);
  };

  return { authenticate, requireAccount, requireAccountOrBot };
};

export type TGuards = ReturnType<typeof makeGuards>;

/** Narrowing helpers for handlers that run behind a guard. */
export const callerOf = (req: FastifyRequest): TCaller => {
  if (!req.caller) throw new AppError('unauthenticated', errorText('signInRequired'));
  return req.caller;
};
export const membershipOf = (req: FastifyRequest): TMembership => {
  if (!req.membership) throw new AppError('not_found', errorText('accountNotFound'));
  return req.membership;
};
