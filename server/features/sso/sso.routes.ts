import { z } from 'zod';
import {
  ZSamlSettings,
  ZSamlSettingsRequest,
  ZSsoLoginRequest,
  ZSsoLoginResponse,
  ZSsoSettings,
  ZSsoTestRequest,
  ZSsoTestResult,
  ZUpdateSsoSettingsRequest,
} from '../../../common/contracts/sso.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { findSsoSettings } from './sso.repo.ts';
import * as settings from './ssoSettings.service.ts';
import { oidcCallback, oidcLogout, samlAcs, startSsoLogin } from './ssoSignIn.service.ts';
import { spMetadata } from './ssoSaml.ts';

const tags = ['Single sign-on'];
const ZAccountIdParams = z.object({ accountId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Single sign-on (docs/SSO.md): the settings (administrators), Chatwoot's saml_settings, the sign-in routes. */
export const registerSsoRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  const base = '/api/v1/accounts/:accountId';

  app.get(
    `${base}/sso_settings`,
    { schema: { tags, params: ZAccountParams, response: { 200: ZSsoSettings } }, onRequest: admin },
    (req) => settings.showSsoSettings(deps, membershipOf(req)),
  );
  app.patch(
    `${base}/sso_settings`,
    {
      schema: { tags, params: ZAccountParams, body: ZUpdateSsoSettingsRequest, response: { 200: ZSsoSettings } },
      onRequest: admin,
    },
    (req) => settings.updateSsoSettings(deps, membershipOf(req), req.body),
  );
  app.post(
    `${base}/sso_settings/test`,
    {
      schema: { tags, params: ZAccountParams, body: ZSsoTestRequest, response: { 200: ZSsoTestResult } },
      onRequest: admin,
    },
    (req) => settings.testSsoSettings(deps, membershipOf(req), req.body.protocol),
  );

  // Chatwoot's account_saml_settings routes.
  app.get(
    `${base}/saml_settings`,
    { schema: { tags, params: ZAccountParams, response: { 200: ZSamlSettings } }, onRequest: admin },
    (req) => settings.showSamlSettings(deps, membershipOf(req)),
  );
  app.post(
    `${base}/saml_settings`,
    {
      schema: { tags, params: ZAccountParams, body: ZSamlSettingsRequest, response: { 200: ZSamlSettings } },
      onRequest: admin,
    },
    (req) => settings.saveSamlSettings(deps, membershipOf(req), req.body, true),
  );
  app.patch(
    `${base}/saml_settings`,
    {
      schema: { tags, params: ZAccountParams, body: ZSamlSettingsRequest, response: { 200: ZSamlSettings } },
      onRequest: admin,
    },
    (req) => settings.saveSamlSettings(deps, membershipOf(req), req.body, false),
  );
  app.delete(
    `${base}/saml_settings`,
    { schema: { tags, params: ZAccountParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await settings.deleteSamlSettings(deps, membershipOf(req));
      return {};
    },
  );

  // Sign-in.
  app.post(
    '/api/v1/auth/sso_login',
    {
      schema: {
        tags,
        description: "The login page's 'Sign in with SSO': the identity provider's URL for this email",
        body: ZSsoLoginRequest,
        response: { 200: ZSsoLoginResponse },
      },
    },
    (req) => startSsoLogin(deps, req.body),
  );
  app.get('/auth/oidc/callback', { schema: { tags, hide: true } }, async (req, reply) => {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    return reply.redirect(await oidcCallback(deps, query), 302);
  });
  app.get(
    '/auth/oidc/:accountId/logout',
    { schema: { tags, hide: true, params: ZAccountIdParams } },
    async (req, reply) => reply.redirect(await oidcLogout(deps, req.params.accountId), 302),
  );
  app.post(
    '/auth/saml/:accountId/acs',
    {
      schema: {
        tags,
        hide: true,
        params: ZAccountIdParams,
        body: z.object({ SAMLResponse: z.string().max(1_000_000), RelayState: z.string().max(2048).optional() }),
      },
    },
    async (req, reply) => reply.redirect(await samlAcs(deps, req.params.accountId, req.body), 303),
  );
  app.get(
    '/auth/saml/:accountId/metadata',
    { schema: { tags, hide: true, params: ZAccountIdParams } },
    async (req, reply) => {
      const row = await findSsoSettings(deps.db, req.params.accountId);
      if (!row) return reply.code(404).send({ code: 'not_found' });
      return reply.type('application/samlmetadata+xml').send(spMetadata(deps, row));
    },
  );
};
