import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_VALUE, fromValue, type TAccountRole } from '../../../common/enums.ts';
import { ALL_ROLES, hasAnyPermission, permissionsOf, type TPermission } from '../../../common/permissions.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { findMembership, type TMembershipRow } from '../accounts/accounts.repo.ts';
import { findUserByApiToken, type TUserRow } from '../users/users.repo.ts';
import { findApiUserWithMembership, findDeviceWithMembership } from './credentials.repo.ts';
import { findDeviceByClient } from './tokens.repo.ts';
import { recalledAccess, rememberAccess, speculativeGuard, startVerification } from './speculation.ts';

export interface TActor {
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
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: TActor | null;
    membership: TMembership | null;
  }
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

/** Names the credentials and account a guard's access was resolved for (the secret only as a hash). */
const accessKey = (req: FastifyRequest, accountId: number) => {
  const cred = credentialsOf(req);
  if (!cred || Number.isNaN(accountId)) return null;
  const secret = sha256(cred.token);
  return cred.kind === 'api' ? `api ${secret} ${accountId}` : `session ${cred.client} ${secret} ${accountId}`;
};

/** The client id names the device; the token is the secret. uid is checked loosely so an email change does not sign the user out mid-session. */
const deviceValid = (device: { expiresAt: Date; tokenHash: string }, token: string) =>
  device.expiresAt.getTime() >= Date.now() && safeEqual(device.tokenHash, sha256(token));

/** Reads either the five session headers or an API access token. Never throws for a bad token: null is "not signed in". */
export const resolveActor = async (deps: TDeps, req: FastifyRequest): Promise<TActor | null> => {
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
const resolveActorInAccount = async (
  deps: TDeps,
  req: FastifyRequest,
  accountId: number,
): Promise<{ actor: TActor; membership: TMembershipRow | null } | null> => {
  const cred = credentialsOf(req);
  if (!cred) return null;
  if (cred.kind === 'api') {
    const found = await findApiUserWithMembership(deps.db, cred.token, accountId);
    return found && { actor: { user: found.user, via: 'api_token', client: null }, membership: found.membership };
  }
  const found = await findDeviceWithMembership(deps.db, cred.client, accountId);
  if (!found || !deviceValid(found.device, cred.token)) return null;
  return { actor: { user: found.user, via: 'session', client: cred.client }, membership: found.membership };
};

/** What an account-scoped guard grants: the caller and their membership (role and permissions resolved). */
export interface TAccess {
  actor: TActor;
  membership: TMembership;
}

export const makeGuards = (deps: TDeps) => {
  const authenticate = async (req: FastifyRequest) => {
    req.actor ??= await resolveActor(deps, req);
    if (!req.actor) throw new AppError('unauthenticated', 'You need to sign in or sign up before continuing.');
  };

  /**
   * The caller must be a member of :accountId (else 404, so nothing about other tenants leaks),
   * the account must be active, and the member must hold one of `required`. Reads, never sets, `req`.
   */
  const resolveAccess = async (
    req: FastifyRequest,
    accountId: number,
    required: readonly TPermission[],
  ): Promise<TAccess> => {
    let actor = req.actor;
    let m: TMembershipRow | null = null;
    if (!actor && !Number.isNaN(accountId)) {
      const found = await resolveActorInAccount(deps, req, accountId);
      actor = found?.actor ?? null;
      m = found?.membership ?? null;
    } else if (actor && !Number.isNaN(accountId)) m = await findMembership(deps.db, actor.user.id, accountId);
    actor ??= await resolveActor(deps, req);
    if (!actor) throw new AppError('unauthenticated', 'You need to sign in or sign up before continuing.');
    if (!m) throw new AppError('not_found', 'Account not found');
    if (m.account.status !== 0) throw new AppError('account_suspended', 'This account is suspended');
    const role = fromValue(ROLE_VALUE, m.accountUser.role);
    const permissions = permissionsOf({
      role,
      custom_role_id: m.accountUser.customRoleId,
      custom_role_permissions: m.customRole?.permissions ?? null,
    });
    if (!hasAnyPermission(permissions, required)) {
      throw new AppError('forbidden', 'You are not authorized to do this action');
    }
    return { actor, membership: { ...m, accountId, role, permissions, user: actor.user } };
  };

  const accountIdOf = (req: FastifyRequest) => {
    const raw = (req.params as Record<string, string | undefined>).accountId ?? '';
    return /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  };

  /** Account-scoped routes: resolves the caller's access before the handler runs. */
  const requireAccount =
    (required: readonly TPermission[] = ALL_ROLES) =>
    async (req: FastifyRequest, _reply: FastifyReply) => {
      const accountId = accountIdOf(req);
      const access = await resolveAccess(req, accountId, required);
      req.actor = access.actor;
      req.membership = access.membership;
    };

  /**
   * Account-scoped reads (GET routes whose handler only reads): when these credentials were
   * granted this access before, the handler starts at once with it while the access is resolved
   * again beside it; nothing is sent until that check is back and agrees (speculation.ts).
   */
  const readAccount = (required: readonly TPermission[] = ALL_ROLES) =>
    speculativeGuard(async (req: FastifyRequest) => {
      const accountId = accountIdOf(req);
      const key = accessKey(req, accountId);
      const remembered = recalledAccess(key);
      // Started before req.actor is set below: resolveAccess reads req.actor synchronously, so the
      // fresh check always looks the credentials up again.
      const check = resolveAccess(req, accountId, required).then((access) => rememberAccess(key, access));
      if (!remembered || !hasAnyPermission(remembered.access.membership.permissions, required)) {
        const { access } = await check;
        req.actor = access.actor;
        req.membership = access.membership;
        return;
      }
      req.actor = remembered.access.actor;
      req.membership = remembered.access.membership;
      startVerification(req, remembered, check);
    });

  return { authenticate, requireAccount, readAccount };
};

export type TGuards = ReturnType<typeof makeGuards>;

/** Narrowing helpers for handlers that run behind a guard. */
export const actorOf = (req: FastifyRequest): TActor => {
  if (!req.actor) throw new AppError('unauthenticated', 'You need to sign in or sign up before continuing.');
  return req.actor;
};
export const membershipOf = (req: FastifyRequest): TMembership => {
  if (!req.membership) throw new AppError('not_found', 'Account not found');
  return req.membership;
};
