import { ZMfaCodeRequest, ZMfaDisableRequest, ZMfaVerifyRequest } from '../../../common/contracts/mfa.ts';
import { ZMfaBackupCodes, ZMfaDisabled, ZMfaEnrolment, ZMfaStatus } from '../../../common/contracts/responses/mfa.ts';
import type { TRouteCtx } from '../../http.ts';
import { callerOf, requestWhere } from './auth.context.ts';
import { confirmMfaEnrolment, disableMfa, mfaStatus, regenerateBackupCodes, startMfaEnrolment } from './mfa.service.ts';

const tags = ['Profile'];
const base = '/api/v1/profile/mfa';

/** Chatwoot's profile MFA routes: the signed-in user's own second factor, nobody else's. */
export const registerMfaRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const auth = { onRequest: guards.authenticate };

  app.get(base, { schema: { tags, response: { 200: ZMfaStatus } }, ...auth }, (req) =>
    mfaStatus(deps, callerOf(req).user),
  );

  app.post(base, { schema: { tags, response: { 200: ZMfaEnrolment } }, ...auth }, (req) =>
    startMfaEnrolment(deps, callerOf(req).user),
  );

  app.post(
    `${base}/verify`,
    { schema: { tags, body: ZMfaVerifyRequest, response: { 200: ZMfaBackupCodes } }, ...auth },
    (req) => confirmMfaEnrolment(deps, callerOf(req).user, req.body.otp_code, requestWhere(req)),
  );

  app.delete(base, { schema: { tags, body: ZMfaDisableRequest, response: { 200: ZMfaDisabled } }, ...auth }, (req) =>
    disableMfa(deps, callerOf(req).user, req.body, requestWhere(req)),
  );

  app.post(
    `${base}/backup_codes`,
    { schema: { tags, body: ZMfaCodeRequest, response: { 200: ZMfaBackupCodes } }, ...auth },
    (req) => regenerateBackupCodes(deps, callerOf(req).user, req.body),
  );
};
