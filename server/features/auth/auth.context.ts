import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_VALUE, fromValue, type TAccountRole } from '../../../common/enums.ts';
import { ALL_ROLES, hasAnyPermission, permissionsOf, type TPermission } from '../../../common/permissions.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { findMembership, type TMembershipRow } from '../accounts/accounts.repo.ts';
import { findUserByApiToken, type TUserRow } from '../users/users.repo.ts';
import { findDeviceByClient } from './tokens.repo.ts';

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

/** Reads either the five session headers or an API access token. Never throws for a bad token: null is "not signed in". */
export const resolveActor = async (deps: TDeps, req: FastifyRequest): Promise<TActor | null> => {
  const bearer = header(req, 'authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  const apiToken =
    header(req, 'api_access_token') ?? header(req, 'api-access-token') ?? (header(req, 'access-token') ? null : bearer);
  if (apiToken) {
    const user = await findUserByApiToken(deps.db, apiToken);
    return user ? { user, via: 'api_token', client: null } : null;
  }
  const token = header(req, 'access-token');
  const client = header(req, 'client');
  if (!token || !client) return null;
  // The client id names the device; the token is the secret. uid is checked loosely so an
  // email change does not sign the user out mid-session.
  const found = await findDeviceByClient(deps.db, client);
  if (!found || found.device.expiresAt.getTime() < Date.now() || !safeEqual(found.device.tokenHash, sha256(token)))
    return null;
  return { user: found.user, via: 'session', client };
};

export const makeGuards = (deps: TDeps) => {
  const authenticate = async (req: FastifyRequest) => {
    req.actor ??= await resolveActor(deps, req);
    if (!req.actor) throw new AppError('unauthenticated', 'You need to sign in or sign up before continuing.');
  };

  /**
   * Account-scoped routes: the caller must be a member of :accountId (else 404, so
   * nothing about other tenants leaks), the account must be active, and the
   * member must hold one of `required`.
   */
  const requireAccount =
    (required: readonly TPermission[] = ALL_ROLES) =>
    async (req: FastifyRequest, _reply: FastifyReply) => {
      await authenticate(req);
      const actor = req.actor as TActor;
      const raw = (req.params as Record<string, string | undefined>).accountId ?? '';
      const accountId = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
      const m = Number.isNaN(accountId) ? null : await findMembership(deps.db, actor.user.id, accountId);
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
      req.membership = { ...m, accountId, role, permissions };
    };

  return { authenticate, requireAccount };
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
