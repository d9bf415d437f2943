import type { FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import {
  findPlatformAppByToken,
  hasPermissible,
  type TPermissibleType,
  type TPlatformAppRow,
} from './platformApps.repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The platform app whose token authenticated a /platform/api/v1 route. */
    platformApp?: TPlatformAppRow;
  }
}

/** Chatwoot's answers: a missing or unknown token, and an object the app did not create (both 401). */
const invalidToken = () => AppError.withError('unauthenticated', errorText('invalidAccessToken'));
export const nonPermissible = () => AppError.withError('forbidden', errorText('nonPermissibleResource'));

const tokenOf = (req: FastifyRequest) => {
  const v = req.headers.api_access_token ?? req.headers['api-access-token'];
  if (typeof v === 'string' && v.length > 0 && v.length < 512) return v;
  const bearer = req.headers.authorization?.match(/^Bearer\s+(\S{1,511})$/i)?.[1];
  return bearer ?? null;
};

/** The Platform API's guard: `api_access_token` must be a platform app's (a user's or bot's token is not). */
export const requirePlatformApp = (deps: TDeps) => async (req: FastifyRequest) => {
  const token = tokenOf(req);
  const app = token ? await findPlatformAppByToken(deps.db, token) : null;
  if (!app) throw invalidToken();
  req.platformApp = app;
};

export const platformAppOf = (req: FastifyRequest): TPlatformAppRow => {
  if (!req.platformApp) throw invalidToken();
  return req.platformApp;
};

/** Whether the app created the object; else Chatwoot's 401 "Non permissible resource" (nothing about it leaks). */
export const assertPermissible = async (deps: TDeps, app: TPlatformAppRow, type: TPermissibleType, id: number) => {
  if (!(await hasPermissible(deps.db, app.id, type, id))) throw nonPermissible();
};
