import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ZImpersonation,
  ZSuperAdminAccountDetail,
  ZSuperAdminAccountList,
  ZSuperAdminCreateAccountRequest,
  ZSuperAdminIdParams,
  ZSuperAdminListQuery,
  ZSuperAdminUpdateAccountRequest,
  ZSuperAdminUserDetail,
  ZSuperAdminUserList,
} from '../../../common/contracts/superAdmin.ts';
import type { TRouteCtx } from '../../http.ts';
import { callerOf, requestWhere } from '../auth/index.ts';
import { requireSuperAdmin } from './superAdmin.guard.ts';
import * as accounts from './superAdminAccounts.service.ts';
import * as users from './superAdminUsers.service.ts';
import { registerSuperAdminSettingsRoutes } from './superAdminSettings.routes.ts';

const tags = ['Super admin'];
export const SUPER_ADMIN_BASE = '/api/v1/super_admin';

/** The installation console's API: accounts and users (settings, bots and status in superAdminSettings.routes.ts). */
export const registerSuperAdminRoutes = (ctx: TRouteCtx) => {
  const { app, deps, guards } = ctx;
  const onRequest = requireSuperAdmin(guards, deps);
  const base = SUPER_ADMIN_BASE;
  const params = ZSuperAdminIdParams;
  const operator = (req: FastifyRequest): users.TOperator => ({ ...callerOf(req).user, where: requestWhere(req) });

  app.get(
    `${base}/accounts`,
    { schema: { tags, querystring: ZSuperAdminListQuery, response: { 200: ZSuperAdminAccountList } }, onRequest },
    (req) => accounts.listAccounts(deps, req.query),
  );
  app.post(
    `${base}/accounts`,
    {
      schema: { tags, body: ZSuperAdminCreateAccountRequest, response: { 200: ZSuperAdminAccountDetail } },
      onRequest,
    },
    (req) => accounts.createAccount(deps, operator(req), req.body),
  );
  app.get(
    `${base}/accounts/:id`,
    { schema: { tags, params, response: { 200: ZSuperAdminAccountDetail } }, onRequest },
    (req) => accounts.showAccount(deps, req.params.id),
  );
  app.patch(
    `${base}/accounts/:id`,
    {
      schema: { tags, params, body: ZSuperAdminUpdateAccountRequest, response: { 200: ZSuperAdminAccountDetail } },
      onRequest,
    },
    (req) => accounts.updateAccount(deps, operator(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/accounts/:id`,
    { schema: { tags, params, response: { 200: ZSuperAdminAccountDetail } }, onRequest },
    (req) => accounts.deleteAccount(deps, operator(req), req.params.id),
  );
  app.post(
    `${base}/accounts/:id/restore`,
    { schema: { tags, params, response: { 200: ZSuperAdminAccountDetail } }, onRequest },
    (req) => accounts.restoreAccount(deps, operator(req), req.params.id),
  );

  app.get(
    `${base}/users`,
    { schema: { tags, querystring: ZSuperAdminListQuery, response: { 200: ZSuperAdminUserList } }, onRequest },
    (req) => users.listUsers(deps, req.query),
  );
  app.get(
    `${base}/users/:id`,
    { schema: { tags, params, response: { 200: ZSuperAdminUserDetail } }, onRequest },
    (req) => users.showUser(deps, req.params.id),
  );
  const action = (
    path: string,
    run: (id: number, admin: users.TOperator) => Promise<z.infer<typeof ZSuperAdminUserDetail>>,
  ) =>
    app.post(
      `${base}/users/:id/${path}`,
      { schema: { tags, params, response: { 200: ZSuperAdminUserDetail } }, onRequest },
      (req) => run(req.params.id, operator(req)),
    );
  action('confirm', (id, admin) => users.confirmUser(deps, id, admin));
  action('reset_password', (id, admin) => users.resetPassword(deps, id, admin));
  action('reset_mfa', (id, admin) => users.resetTwoFactor(deps, id, admin));
  app.post(
    `${base}/users/:id/impersonate`,
    { schema: { tags, params, response: { 200: ZImpersonation } }, onRequest },
    (req) => users.impersonate(deps, operator(req), req.params.id),
  );

  registerSuperAdminSettingsRoutes(ctx);
};
