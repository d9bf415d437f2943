import {
  ZCreateHookRequest,
  ZDashboardApp,
  ZDashboardAppList,
  ZDashboardAppRequest,
  ZIntegrationApp,
  ZIntegrationAppList,
  ZIntegrationAppParams,
  ZIntegrationHook,
  ZUpdateDashboardAppRequest,
  ZUpdateHookRequest,
} from '../../../common/contracts/integrations.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as dashboardApps from './dashboardApps.service.ts';
import * as integrations from './integrations.service.ts';
import { registerLinearRoutes } from './linear/linear.routes.ts';
import { registerShopifyRoutes } from './shopify/shopify.routes.ts';
import { registerSlackRoutes } from './slack/slack.routes.ts';

const tags = ['Integrations'];
const base = '/api/v1/accounts/:accountId/integrations';
const appsBase = '/api/v1/accounts/:accountId/dashboard_apps';

/**
 * Chatwoot's integrations API: every member reads the apps (agents see the visible settings only);
 * administrators connect, configure and disconnect them. Dashboard apps: read by all, managed by
 * administrators (Chatwoot's DashboardAppPolicy).
 */
export const registerIntegrationRoutes = (ctx: TRouteCtx) => {
  const { app, deps, guards } = ctx;
  registerSlackRoutes(ctx);
  const member = guards.requireAccount();
  const admin = guards.requireAccount(['administrator']);
  registerLinearRoutes(ctx);
  registerShopifyRoutes(ctx);
  app.get(
    `${base}/apps`,
    { schema: { tags, params: ZAccountParams, response: { 200: ZIntegrationAppList } }, onRequest: member },
    (req) => integrations.listApps(deps, membershipOf(req)),
  );
  app.get(
    `${base}/apps/:id`,
    { schema: { tags, params: ZIntegrationAppParams, response: { 200: ZIntegrationApp } }, onRequest: member },
    (req) => integrations.showApp(deps, membershipOf(req), req.params.id),
  );
  app.get(
    `${base}/hooks/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZIntegrationHook } }, onRequest: admin },
    (req) => integrations.showHook(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/hooks`,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateHookRequest, response: { 200: ZIntegrationHook } },
      onRequest: admin,
    },
    (req) => integrations.createHook(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/hooks/:id`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZUpdateHookRequest, response: { 200: ZIntegrationHook } },
      onRequest: admin,
    },
    (req) => integrations.updateHookSettings(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/hooks/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await integrations.removeHook(deps, membershipOf(req), req.params.id);
      return {};
    },
  );

  const dashTags = ['Dashboard Apps'];
  app.get(
    appsBase,
    { schema: { tags: dashTags, params: ZAccountParams, response: { 200: ZDashboardAppList } }, onRequest: member },
    (req) => dashboardApps.list(deps, membershipOf(req)),
  );
  app.get(
    `${appsBase}/:id`,
    { schema: { tags: dashTags, params: ZAccountItemParams, response: { 200: ZDashboardApp } }, onRequest: member },
    (req) => dashboardApps.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    appsBase,
    {
      schema: { tags: dashTags, params: ZAccountParams, body: ZDashboardAppRequest, response: { 200: ZDashboardApp } },
      onRequest: admin,
    },
    (req) => dashboardApps.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${appsBase}/:id`,
    {
      schema: {
        tags: dashTags,
        params: ZAccountItemParams,
        body: ZUpdateDashboardAppRequest,
        response: { 200: ZDashboardApp },
      },
      onRequest: admin,
    },
    (req) => dashboardApps.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${appsBase}/:id`,
    { schema: { tags: dashTags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await dashboardApps.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
};
