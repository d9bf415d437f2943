import { z } from 'zod';
import {
  ZPlatformAccount,
  ZPlatformAccountCreate,
  ZPlatformAccountUpdate,
  ZPlatformAccountUser,
  ZPlatformAccountUserCreate,
  ZPlatformAccountUserDelete,
  ZPlatformAccountUserList,
  ZPlatformAgentBotCreate,
  ZPlatformAgentBotUpdate,
  ZPlatformLoginUrl,
  ZPlatformUserCreate,
  ZPlatformUserToken,
  ZPlatformUserUpdate,
} from '../../../common/contracts/platform.ts';
import { ZAgentBot, ZAgentBotList } from '../../../common/contracts/responses/agentBots.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZCurrentUser } from '../../../common/contracts/responses/profile.ts';
import type { TRouteCtx } from '../../http.ts';
import { platformAppOf, requirePlatformApp } from './platformApi.context.ts';
import * as accounts from './platformAccounts.service.ts';
import * as bots from './platformBots.service.ts';
import * as users from './platformUsers.service.ts';

const base = '/platform/api/v1';
const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZIdParams = z.object({ id: ZId });
const ZAccountIdParams = z.object({ accountId: ZId });

/**
 * Chatwoot's Platform API: a platform app's `api_access_token` provisions users, accounts, account users and
 * agent bots, and reaches only what it created (docs/API.md "Platform API").
 */
export const registerPlatformApiRoutes = ({ app, deps }: TRouteCtx) => {
  const onRequest = requirePlatformApp(deps);
  const userTags = ['Platform: Users'];
  app.post(
    `${base}/users`,
    { schema: { tags: userTags, body: ZPlatformUserCreate, response: { 200: ZCurrentUser } }, onRequest },
    (req) => users.createUser(deps, platformAppOf(req), req.body),
  );
  app.get(
    `${base}/users/:id`,
    { schema: { tags: userTags, params: ZIdParams, response: { 200: ZCurrentUser } }, onRequest },
    (req) => users.showUser(deps, platformAppOf(req), req.params.id),
  );
  app.patch(
    `${base}/users/:id`,
    {
      schema: { tags: userTags, params: ZIdParams, body: ZPlatformUserUpdate, response: { 200: ZCurrentUser } },
      onRequest,
    },
    (req) => users.changeUser(deps, platformAppOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/users/:id`,
    { schema: { tags: userTags, params: ZIdParams, response: { 200: ZEmpty } }, onRequest },
    (req) => users.removeUser(deps, platformAppOf(req), req.params.id),
  );
  app.get(
    `${base}/users/:id/login`,
    { schema: { tags: userTags, params: ZIdParams, response: { 200: ZPlatformLoginUrl } }, onRequest },
    (req) => users.loginUrl(deps, platformAppOf(req), req.params.id),
  );
  app.post(
    `${base}/users/:id/token`,
    { schema: { tags: userTags, params: ZIdParams, response: { 200: ZPlatformUserToken } }, onRequest },
    (req) => users.userToken(deps, platformAppOf(req), req.params.id),
  );

  const accountTags = ['Platform: Accounts'];
  app.post(
    `${base}/accounts`,
    { schema: { tags: accountTags, body: ZPlatformAccountCreate, response: { 200: ZPlatformAccount } }, onRequest },
    (req) => accounts.createAccount(deps, platformAppOf(req), req.body),
  );
  app.get(
    `${base}/accounts/:accountId`,
    { schema: { tags: accountTags, params: ZAccountIdParams, response: { 200: ZPlatformAccount } }, onRequest },
    (req) => accounts.showAccount(deps, platformAppOf(req), req.params.accountId),
  );
  app.patch(
    `${base}/accounts/:accountId`,
    {
      schema: {
        tags: accountTags,
        params: ZAccountIdParams,
        body: ZPlatformAccountUpdate,
        response: { 200: ZPlatformAccount },
      },
      onRequest,
    },
    (req) => accounts.updateAccount(deps, platformAppOf(req), req.params.accountId, req.body),
  );
  app.delete(
    `${base}/accounts/:accountId`,
    { schema: { tags: accountTags, params: ZAccountIdParams, response: { 200: ZEmpty } }, onRequest },
    (req) => accounts.deleteAccount(deps, platformAppOf(req), req.params.accountId),
  );
  app.get(
    `${base}/accounts/:accountId/account_users`,
    {
      schema: { tags: accountTags, params: ZAccountIdParams, response: { 200: ZPlatformAccountUserList } },
      onRequest,
    },
    (req) => accounts.listAccountUsers(deps, platformAppOf(req), req.params.accountId),
  );
  app.post(
    `${base}/accounts/:accountId/account_users`,
    {
      schema: {
        tags: accountTags,
        params: ZAccountIdParams,
        body: ZPlatformAccountUserCreate,
        response: { 200: ZPlatformAccountUser },
      },
      onRequest,
    },
    (req) => accounts.addAccountUser(deps, platformAppOf(req), req.params.accountId, req.body),
  );
  app.delete(
    `${base}/accounts/:accountId/account_users`,
    {
      schema: {
        tags: accountTags,
        params: ZAccountIdParams,
        body: ZPlatformAccountUserDelete,
        response: { 200: ZEmpty },
      },
      onRequest,
    },
    (req) => accounts.removeAccountUser(deps, platformAppOf(req), req.params.accountId, req.body.user_id),
  );

  const botTags = ['Platform: AgentBots'];
  app.get(`${base}/agent_bots`, { schema: { tags: botTags, response: { 200: ZAgentBotList } }, onRequest }, (req) =>
    bots.listBots(deps, platformAppOf(req)),
  );
  app.post(
    `${base}/agent_bots`,
    { schema: { tags: botTags, body: ZPlatformAgentBotCreate, response: { 200: ZAgentBot } }, onRequest },
    (req) => bots.createBot(deps, platformAppOf(req), req.body),
  );
  app.get(
    `${base}/agent_bots/:id`,
    { schema: { tags: botTags, params: ZIdParams, response: { 200: ZAgentBot } }, onRequest },
    (req) => bots.showBot(deps, platformAppOf(req), req.params.id),
  );
  app.patch(
    `${base}/agent_bots/:id`,
    {
      schema: { tags: botTags, params: ZIdParams, body: ZPlatformAgentBotUpdate, response: { 200: ZAgentBot } },
      onRequest,
    },
    (req) => bots.updateBot(deps, platformAppOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/agent_bots/:id`,
    { schema: { tags: botTags, params: ZIdParams, response: { 200: ZEmpty } }, onRequest },
    (req) => bots.deleteBot(deps, platformAppOf(req), req.params.id),
  );
};
