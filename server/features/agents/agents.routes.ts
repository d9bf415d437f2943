import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZAgent } from '../../../common/contracts/responses/agents.ts';
import {
  ZBulkCreateAgentsRequest,
  ZCreateAgentRequest,
  ZUpdateAgentRequest,
} from '../../../common/contracts/agents.ts';
import { ZAgentList, ZInvitedAgent } from '../../../common/contracts/responses/agents.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { bulkInvite, inviteAgent, listAgents, removeAgent, resetAgentMfa, updateAgent } from './agents.service.ts';

const tags = ['Agents'];
const base = '/api/v1/accounts/:accountId/agents';

export const registerAgentRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);

  // Every member may list agents (assignment pickers need them); changes are for administrators.
  app.get(
    base,
    { schema: { tags, params: ZAccountParams, response: { 200: ZAgentList } }, onRequest: guards.requireAccount() },
    (req) => listAgents(deps, membershipOf(req)),
  );

  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateAgentRequest, response: { 200: ZInvitedAgent } },
      onRequest: admin,
    },
    (req) => inviteAgent(deps, membershipOf(req), req.body),
  );

  app.post(
    `${base}/bulk_create`,
    {
      schema: { tags, params: ZAccountParams, body: ZBulkCreateAgentsRequest, response: { 200: ZEmpty } },
      onRequest: admin,
    },
    async (req) => {
      await bulkInvite(deps, membershipOf(req), req.body.emails, req.body.custom_role_id);
      return {};
    },
  );

  app.patch(
    `${base}/:id`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZUpdateAgentRequest, response: { 200: ZAgent } },
      onRequest: admin,
    },
    (req) => updateAgent(deps, membershipOf(req), req.params.id, req.body),
  );

  // A member's two-factor sign-in off (a lost device); audited as mfa_reset.
  app.delete(
    `${base}/:id/mfa`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZAgent } }, onRequest: admin },
    (req) => resetAgentMfa(deps, membershipOf(req), req.params.id),
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await removeAgent(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
};
