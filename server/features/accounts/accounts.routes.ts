import { ZEmpty, ZMessageBody } from '../../../common/contracts/responses/bodies.ts';
import {
  ZAccountUsage,
  ZOnboardingSteps,
  ZCacheKeysBody,
  ZAccount,
  ZAccountCreated,
} from '../../../common/contracts/responses/accounts.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZSignUpRequest } from '../../../common/contracts/auth.ts';
import {
  ZCreateAccountRequest,
  ZDeleteAccountRequest,
  ZUpdateAccountRequest,
} from '../../../common/contracts/accounts.ts';
import { parseWith, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { callerOf, membershipOf, resolveCaller } from '../auth/index.ts';
import { touchActiveAt } from '../profile/index.ts';
import {
  cacheKeys,
  createAccount,
  deleteAccount,
  limits,
  onboardingSteps,
  patchAccount,
  showAccount,
  signUp,
} from './accounts.service.ts';

const tags = ['Account'];

export const registerAccountRoutes = ({ app, deps, guards }: TRouteCtx) => {
  /**
   * Without a session this is public sign-up ({account_name, user_full_name, email, password});
   * with one it creates another account for the caller ({account_name}).
   */
  const create = async (req: FastifyRequest, reply: FastifyReply) => {
    const actor = await resolveCaller(deps, req);
    if (actor) {
      const input = parseWith(ZCreateAccountRequest, req.body);
      return createAccount(deps, actor.user, (input.account_name ?? input.name) as string);
    }
    const { headers, data } = await signUp(deps, parseWith(ZSignUpRequest, req.body), req.ip);
    void reply.headers(headers);
    return { data };
  };
  app.post('/api/v1/accounts', { schema: { tags, body: z.unknown(), response: { 200: ZAccountCreated } } }, create);
  app.post(
    '/api/v1/accounts.json',
    { schema: { tags, body: z.unknown(), hide: true, response: { 200: ZAccountCreated } } },
    create,
  );

  app.get(
    '/api/v1/accounts/:accountId',
    { schema: { tags, params: ZAccountParams, response: { 200: ZAccount } }, onRequest: guards.requireAccount() },
    (req) => showAccount(deps, membershipOf(req)),
  );

  app.patch(
    '/api/v1/accounts/:accountId',
    {
      schema: { tags, params: ZAccountParams, body: ZUpdateAccountRequest, response: { 200: ZAccount } },
      onRequest: guards.requireAccount(['administrator']),
    },
    (req) => patchAccount(deps, membershipOf(req), req.body),
  );

  // Deleting needs the account's name typed again (body {name}); the data goes in a job.
  app.delete(
    '/api/v1/accounts/:accountId',
    {
      schema: { tags, params: ZAccountParams, body: ZDeleteAccountRequest, response: { 200: ZMessageBody } },
      onRequest: guards.requireAccount(['administrator']),
    },
    (req) => deleteAccount(deps, membershipOf(req), req.body),
  );

  app.get(
    '/api/v1/accounts/:accountId/cache_keys',
    {
      schema: { tags, params: ZAccountParams, response: { 200: ZCacheKeysBody } },
      onRequest: guards.requireAccount(),
    },
    (req) => cacheKeys(membershipOf(req)),
  );

  // The first-run checklist on the dashboard (not in Chatwoot): which setup steps are done.
  app.get(
    '/api/v1/accounts/:accountId/onboarding',
    {
      schema: { tags, params: ZAccountParams, response: { 200: ZOnboardingSteps } },
      onRequest: guards.requireAccount(['administrator']),
    },
    (req) => onboardingSteps(deps, membershipOf(req)),
  );

  app.get(
    '/api/v1/accounts/:accountId/limits',
    {
      schema: { tags, params: ZAccountParams, response: { 200: ZAccountUsage } },
      onRequest: guards.requireAccount(),
    },
    (req) => limits(deps, membershipOf(req)),
  );

  // Chatwoot clients ping this to mark the member active in the account.
  app.post(
    '/api/v1/accounts/:accountId/update_active_at',
    { schema: { tags, params: ZAccountParams, response: { 200: ZEmpty } }, onRequest: guards.requireAccount() },
    async (req) => {
      await touchActiveAt(deps, callerOf(req).user.id, membershipOf(req).accountId);
      return {};
    },
  );
};
