import type { FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { callerOf, isMfaEnabled, type TGuards } from '../auth/index.ts';

/**
 * The installation console's guard: a signed-in session (not an API token) of a user whose type is
 * SuperAdmin. No credentials: 401 unauthenticated; anyone else, administrators of accounts included: 401
 * forbidden, as the app's other refusals (Chatwoot answers Pundit's refusals with 401). The SuperAdmin
 * must have two-factor sign-in on: until then 403 mfa_enrolment_required (docs/SECURITY.md).
 */
export const requireSuperAdmin =
  (guards: Pick<TGuards, 'authenticate'>, deps: TDeps) => async (req: FastifyRequest) => {
    await guards.authenticate(req);
    const caller = callerOf(req);
    if (caller.user.type !== 'SuperAdmin' || caller.via !== 'session')
      throw new AppError('forbidden', errorText('superAdminOnly'));
    if (!(await isMfaEnabled(deps, caller.user.id)))
      throw new AppError('mfa_enrolment_required', errorText('superAdminMfaRequired'));
  };
