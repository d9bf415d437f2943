import { z } from 'zod';
import { ZInboxProviders } from '../../../common/contracts/responses/inboxes.ts';
import { ZAuthorizationUrl, ZFacebookPages } from '../../../common/contracts/responses/oauth.ts';
import { ZInbox } from '../../../common/contracts/responses/inboxes.ts';
import {
  ZFacebookPagesRequest,
  ZReauthorizePageRequest,
  ZRegisterFacebookPageRequest,
} from '../../../common/contracts/inboxes.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as oauth from './oauth.service.ts';
import { completeInstagramConnect, instagramAuthorization } from './instagram.service.ts';
import { completeTwitterConnect, twitterAuthorization } from './twitter.service.ts';

const tags = ['Channel providers'];
const base = '/api/v1/accounts/:accountId';

export const registerOauthRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  const schema = { tags, params: ZAccountParams };

  app.get(
    `${base}/inbox_providers`,
    { schema: { ...schema, response: { 200: ZInboxProviders } }, onRequest: admin },
    () => oauth.providers(deps),
  );

  for (const path of [`${base}/callbacks/facebook_pages`, `${base}/callbacks/facebook_pages.json`]) {
    app.post(
      path,
      {
        schema: { ...schema, body: ZFacebookPagesRequest, response: { 200: ZFacebookPages } },
        onRequest: admin,
      },
      (req) =>
        oauth.facebookPages(deps, membershipOf(req), req.body.omniauth_token ?? req.body.user_access_token ?? ''),
    );
  }
  app.post(
    `${base}/callbacks/register_facebook_page`,
    { schema: { ...schema, body: ZRegisterFacebookPageRequest, response: { 200: ZInbox } }, onRequest: admin },
    (req) => oauth.registerFacebookPage(deps, membershipOf(req), req.body),
  );

  app.post(
    `${base}/callbacks/reauthorize_page`,
    { schema: { ...schema, body: ZReauthorizePageRequest, response: { 200: ZInbox } }, onRequest: admin },
    (req) => oauth.reauthorizeFacebookPage(deps, membershipOf(req), req.body),
  );
  // microsoft/authorization and google/authorization (email inboxes) are the email module's (mailOauth.routes.ts).
  // Instagram business login (Chatwoot's routes): the authorize URL, and the callback Instagram returns to.
  app.get(
    `${base}/instagram/authorization`,
    { schema: { ...schema, response: { 200: ZAuthorizationUrl } }, onRequest: admin },
    (req) => instagramAuthorization(deps, membershipOf(req)),
  );
  app.get(
    '/instagram/callback',
    {
      schema: {
        tags,
        hide: true,
        querystring: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(2048).optional(),
          error: z.string().max(255).optional(),
        }),
      },
    },
    async (req, reply) => reply.redirect(await completeInstagramConnect(deps, req.query), 302),
  );
  app.post(
    `${base}/twitter/authorization`,
    { schema: { ...schema, response: { 200: ZAuthorizationUrl } }, onRequest: admin },
    (req) => twitterAuthorization(deps, membershipOf(req)),
  );
  // X sends the browser back here (Chatwoot's route) with the request token and its verifier, or `denied`.
  app.get(
    '/twitter/callback',
    {
      schema: {
        tags,
        hide: true,
        querystring: z.object({
          oauth_token: z.string().max(255).optional(),
          oauth_verifier: z.string().max(255).optional(),
          denied: z.string().max(255).optional(),
        }),
      },
    },
    async (req, reply) => reply.redirect(await completeTwitterConnect(deps, req.query), 302),
  );
};
