import { requestWhere } from './auth.context.ts';
import {
  ZSuccess,
  ZPasswordChanged,
  ZSuccessMessage,
  ZTokenValidated,
  ZSignedIn,
} from '../../../common/contracts/responses/auth.ts';
import { ZConfirmEmailRequest, ZForgotPasswordRequest, ZResetPasswordRequest } from '../../../common/contracts/auth.ts';
import { z } from 'zod';
import { ZSignInBody } from '../../../common/contracts/mfa.ts';
import { ZMfaRequired } from '../../../common/contracts/responses/mfa.ts';
import type { TRouteCtx } from '../../http.ts';
import { callerOf } from './auth.context.ts';
import {
  confirmEmail,
  currentUserPayload,
  requestPasswordReset,
  resetPassword,
  signIn,
  signInWithMfa,
  signInWithSso,
  signOut,
} from './auth.service.ts';
import { responseText } from '../../lib/serverText.ts';

const tags = ['Auth'];

/** devise-token-auth compatible session routes. */
export const registerAuthRoutes = ({ app, deps, guards }: TRouteCtx) => {
  app.post(
    '/auth/sign_in',
    {
      schema: {
        tags,
        description:
          'email + password (or email + sso_auth_token of a one-time link); with two-factor sign-in on, 206 {mfa_required, mfa_token} and a second call with mfa_token + otp_code or backup_code',
        body: ZSignInBody,
        response: { 200: ZSignedIn, 206: ZMfaRequired },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const result =
        'mfa_token' in body
          ? await signInWithMfa(deps, body, requestWhere(req))
          : 'sso_auth_token' in body
            ? await signInWithSso(deps, body, requestWhere(req))
            : await signIn(deps, body, req.ip, requestWhere(req));
      if (result.mfa) return reply.code(206).send(result.mfa);
      void reply.headers(result.headers);
      return { data: result.data };
    },
  );

  app.get(
    '/auth/validate_token',
    { schema: { tags, response: { 200: ZTokenValidated } }, onRequest: guards.authenticate },
    async (req) => ({
      success: true,
      data: await currentUserPayload(deps, callerOf(req).user),
    }),
  );

  app.delete(
    '/auth/sign_out',
    { schema: { tags, response: { 200: ZSuccess } }, onRequest: guards.authenticate },
    async (req) => {
      const actor = callerOf(req);
      await signOut(deps, actor.user, actor.client, requestWhere(req));
      return { success: true };
    },
  );

  app.post(
    '/auth/password',
    { schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZSuccessMessage } } },
    async (req) => {
      await requestPasswordReset(deps, req.body.email, req.ip, requestWhere(req));
      return {
        success: true,
        message: responseText('passwordResetSent', { email: req.body.email }),
      };
    },
  );

  app.put(
    '/auth/password',
    {
      schema: {
        tags,
        body: ZResetPasswordRequest,
        response: { 200: ZPasswordChanged, 206: ZMfaRequired.extend({ success: z.boolean(), message: z.string() }) },
      },
    },
    async (req, reply) => {
      const message = responseText('passwordChanged');
      const result = await resetPassword(deps, req.body, requestWhere(req));
      if (result.mfa) return reply.code(206).send({ success: true, message, ...result.mfa });
      void reply.headers(result.headers);
      return { success: true, data: result.data, message };
    },
  );

  app.post(
    '/auth/confirmation',
    { schema: { tags, body: ZConfirmEmailRequest, response: { 200: ZSuccess } } },
    async (req) => {
      await confirmEmail(deps, req.body.confirmation_token);
      return { success: true };
    },
  );
};
