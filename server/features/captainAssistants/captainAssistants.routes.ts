import {
  ZAssistant,
  ZAssistantInbox,
  ZAssistantInboxList,
  ZAssistantInboxParams,
  ZAssistantList,
  ZCaptainReport,
  ZCaptainReportQuery,
  ZCaptainToolList,
  ZConnectInboxRequest,
  ZCreateAssistantRequest,
  ZCustomTool,
  ZCustomToolList,
  ZCustomToolRequest,
  ZPlaygroundRequest,
  ZPlaygroundResult,
  ZUpdateAssistantRequest,
  ZUpdateCustomToolRequest,
} from '../../../common/contracts/captainAssistants.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as assistants from './assistants.service.ts';
import * as customTools from './customTools.service.ts';
import { playground } from './playground.service.ts';
import { captainReport } from './report.service.ts';
import { toolCatalogue } from './toolCatalogue.service.ts';

const tags = ['Captain assistants'];
const base = '/api/v1/accounts/:accountId/captain';
const params = ZAccountParams;
const item = ZAccountItemParams;

/**
 * Chatwoot's `captain/assistants` (and their inboxes, tools and playground), `captain/custom_tools` and the
 * Captain report. Members read; administrators write (agents get 401, as elsewhere in the app).
 */
export const registerCaptainAssistantRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  const member = guards.requireAccount();
  const a = `${base}/assistants`;

  app.get(a, { schema: { tags, params, response: { 200: ZAssistantList } }, onRequest: member }, (req) =>
    assistants.list(deps, membershipOf(req)),
  );
  // Before `assistants/:id`: "tools" is not an id.
  app.get(`${a}/tools`, { schema: { tags, params, response: { 200: ZCaptainToolList } }, onRequest: member }, (req) =>
    toolCatalogue(deps, membershipOf(req)),
  );
  app.get(`${a}/:id`, { schema: { tags, params: item, response: { 200: ZAssistant } }, onRequest: member }, (req) =>
    assistants.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    a,
    { schema: { tags, params, body: ZCreateAssistantRequest, response: { 200: ZAssistant } }, onRequest: admin },
    (req) => assistants.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${a}/:id`,
    { schema: { tags, params: item, body: ZUpdateAssistantRequest, response: { 200: ZAssistant } }, onRequest: admin },
    (req) => assistants.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${a}/:id`,
    { schema: { tags, params: item, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await assistants.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );

  app.get(
    `${a}/:id/inboxes`,
    { schema: { tags, params: item, response: { 200: ZAssistantInboxList } }, onRequest: member },
    (req) => assistants.listInboxes(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${a}/:id/inboxes`,
    {
      schema: { tags, params: item, body: ZConnectInboxRequest, response: { 200: ZAssistantInbox } },
      onRequest: admin,
    },
    (req) => assistants.connectInbox(deps, membershipOf(req), req.params.id, req.body.inbox_id),
  );
  app.delete(
    `${a}/:id/inboxes/:inboxId`,
    { schema: { tags, params: ZAssistantInboxParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await assistants.disconnectInbox(deps, membershipOf(req), req.params.id, req.params.inboxId);
      return {};
    },
  );
  app.post(
    `${a}/:id/playground`,
    {
      schema: { tags, params: item, body: ZPlaygroundRequest, response: { 200: ZPlaygroundResult } },
      onRequest: member,
    },
    (req) => playground(deps, membershipOf(req), req.params.id, req.body),
  );

  const t = `${base}/custom_tools`;
  app.get(t, { schema: { tags, params, response: { 200: ZCustomToolList } }, onRequest: member }, (req) =>
    customTools.list(deps, membershipOf(req)),
  );
  app.get(`${t}/:id`, { schema: { tags, params: item, response: { 200: ZCustomTool } }, onRequest: member }, (req) =>
    customTools.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    t,
    { schema: { tags, params, body: ZCustomToolRequest, response: { 200: ZCustomTool } }, onRequest: admin },
    (req) => customTools.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${t}/:id`,
    {
      schema: { tags, params: item, body: ZUpdateCustomToolRequest, response: { 200: ZCustomTool } },
      onRequest: admin,
    },
    (req) => customTools.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${t}/:id`,
    { schema: { tags, params: item, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await customTools.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );

  app.get(
    `${base}/reports/summary`,
    {
      schema: { tags, params, querystring: ZCaptainReportQuery, response: { 200: ZCaptainReport } },
      onRequest: member,
    },
    (req) => captainReport(deps, membershipOf(req), req.query),
  );
};
