import { z } from 'zod';
import {
  ZConfirmEmailRequest,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  ZSignInRequest,
} from '../../../common/contracts/auth.ts';
import type { TRouteCtx } from '../../http.ts';
import { actorOf } from './auth.context.ts';
import {
  confirmEmail,
  currentUserPayload,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
} from './auth.service.ts';
import { isFreshInstall } from '../accounts/accounts.service.ts';
import { APP_VERSION } from '../accounts/accounts.presenter.ts';
import { vapidKeys } from '../notificationSubscriptions/vapid.ts';

const tags = ['Auth'];

/** devise-token-auth compatible session routes. */
export const registerAuthRoutes = ({ app, deps, guards }: TRouteCtx) => {
  app.post('/auth/sign_in', { schema: { tags, body: ZSignInRequest } }, async (req, reply) => {
    const { headers, data } = await signIn(deps, req.body, req.ip);
    void reply.headers(headers);
    return { data };
  });

  app.get('/auth/validate_token', { schema: { tags }, onRequest: guards.authenticate }, async (req) => ({
    success: true,
    data: await currentUserPayload(deps, actorOf(req).user),
  }));

  app.delete('/auth/sign_out', { schema: { tags }, onRequest: guards.authenticate }, async (req) => {
    const actor = actorOf(req);
    await signOut(deps, actor.user, actor.client);
    return { success: true };
  });

  app.post('/auth/password', { schema: { tags, body: ZForgotPasswordRequest } }, async (req) => {
    await requestPasswordReset(deps, req.body.email, req.ip);
    return {
      success: true,
      message: `If ${req.body.email} has an account, an email with instructions to reset the password is on its way.`,
    };
  });

  app.put('/auth/password', { schema: { tags, body: ZResetPasswordRequest } }, async (req, reply) => {
    const { headers, data } = await resetPassword(deps, req.body);
    void reply.headers(headers);
    return { success: true, data, message: 'Your password has been changed.' };
  });

  app.post('/auth/confirmation', { schema: { tags, body: ZConfirmEmailRequest } }, async (req) => {
    await confirmEmail(deps, req.body.confirmation_token);
    return { success: true };
  });

  /** What the login page needs to know before anyone signs in. */
  app.get(
    '/api/v1/installation',
    {
      schema: {
        tags: ['Installation'],
        response: {
          200: z.object({
            signup_enabled: z.boolean(),
            fresh_install: z.boolean(),
            deployment: z.string(),
            version: z.string(),
            smtp_configured: z.boolean(),
            display_manifest: z.boolean(),
            support_inbox_token: z.string().nullable(),
            csml_editor_host: z.string().nullable(),
            enterprise: z.boolean(),
            vapid_public_key: z.string(),
          }),
        },
      },
    },
    async () => {
      const fresh = await isFreshInstall(deps);
      return {
        signup_enabled: deps.config.signupEnabled || fresh,
        fresh_install: fresh,
        deployment: deps.config.deployment,
        version: APP_VERSION,
        smtp_configured: deps.config.smtp !== null,
        display_manifest: deps.config.displayManifest,
        support_inbox_token: deps.config.supportInboxToken,
        csml_editor_host: deps.config.csmlEditorHost,
        // Enterprise-only menus (SLA, custom roles, audit logs) stay hidden until those screens exist.
        enterprise: false,
        // Chatwoot's VAPID_PUBLIC_KEY global config: the SPA subscribes to web push with it.
        vapid_public_key: (await vapidKeys(deps.db)).public_key,
      };
    },
  );
};
