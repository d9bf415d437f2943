import { z } from 'zod';
import { ZEmailAuthorizationRequest } from '../../../common/contracts/inboxes.ts';
import { ZAuthorizationUrl } from '../../../common/contracts/responses/oauth.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { completeMailOauth, mailAuthorizationUrl } from './mailOauth.service.ts';
import { MAIL_PROVIDERS } from './mailOauthTokens.ts';

const tags = ['Channel providers'];
const base = '/api/v1/accounts/:accountId';

/**
 * Gmail and Microsoft 365 sign-in for email inboxes: POST {provider}/authorization (administrators; a new
 * inbox's address, or an inbox to sign in again) and GET /{provider}/callback, where the provider sends the
 * browser back (register it with the OAuth client). The callback needs no session: the signed state names
 * the account and the administrator.
 */
export const registerMailOauthRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  const schema = { tags, params: ZAccountParams };
  for (const provider of MAIL_PROVIDERS) {
    app.post(
      `${base}/${provider}/authorization`,
      {
        schema: { ...schema, body: ZEmailAuthorizationRequest, response: { 200: ZAuthorizationUrl } },
        onRequest: admin,
      },
      (req) => mailAuthorizationUrl(deps, membershipOf(req), provider, req.body),
    );
    app.get(
      `/${provider}/callback`,
      {
        schema: {
          tags,
          hide: true,
          querystring: z.object({
            code: z.string().max(4096).optional(),
            state: z.string().max(2048).optional(),
            error: z.string().max(255).optional(),
          }),
        },
      },
      async (req, reply) => reply.redirect(await completeMailOauth(deps, provider, req.query), 302),
    );
  }
};
