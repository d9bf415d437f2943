import {
  ZSuccess,
  ZPasswordChanged,
  ZSuccessMessage,
  ZTokenValidated,
  ZSignedIn,
} from '../../../common/contracts/responses/auth.ts';
import {
  ZConfirmEmailRequest,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  ZSignInRequest,
} from '../../../common/contracts/auth.ts';
import type { TRouteCtx } from '../../http.ts';
import { callerOf } from './auth.context.ts';
import {
  confirmEmail,
  currentUserPayload,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
} from './auth.service.ts';
import { responseText } from '../../lib/serverText.ts';

const tags = ['Auth'];

/** devise-token-auth compatible session routes. */
export const registerAuthRoutes = ({ app, deps, guards }: TRouteCtx) => {
  app.post(
    '/auth/sign_in',
    { schema: { tags, body: ZSignInRequest, response: { 200: ZSignedIn } } },
    async (req, reply) => {
      const { headers, data } = await signIn(deps, req.body, req.ip);
      void reply.headers(headers);
      return { data };
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
      await signOut(deps, actor.user, actor.client);
      return { success: true };
    },
  );

  app.post(
    '/auth/password',
    { schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZSuccessMessage } } },
    async (req) => {
      await requestPasswordReset(deps, req.body.email, req.ip);
      return {
        success: true,
        message: responseText('passwordResetSent', { email: req.body.email }),
      };
    },
  );

  app.put(
    '/auth/password',
    { schema: { tags, body: ZResetPasswordRequest, response: { 200: ZPasswordChanged } } },
    async (req, reply) => {
      const { headers, data } = await resetPassword(deps, req.body);
      void reply.headers(headers);
      return { success: true, data, message: responseText('passwordChanged') };
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
