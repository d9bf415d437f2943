import {
  ZCreateAgentBotRequest,
  ZSetAgentBotRequest,
  ZUpdateAgentBotRequest,
} from '../../../common/contracts/agentBots.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/auth.context.ts';
import * as bots from './agentBots.service.ts';

const tags = ['Account AgentBots'];
const base = '/api/v1/accounts/:accountId/agent_bots';

export const registerAgentBotRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  const member = guards.requireAccount();

  app.get(base, { schema: { tags, params: ZAccountParams }, onRequest: member }, (req) =>
    bots.list(deps, membershipOf(req)),
  );
  app.get(`${base}/:id`, { schema: { tags, params: ZAccountItemParams }, onRequest: member }, (req) =>
    bots.show(deps, membershipOf(req), req.params.id),
  );
  app.post(base, { schema: { tags, params: ZAccountParams, body: ZCreateAgentBotRequest }, onRequest: admin }, (req) =>
    bots.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, body: ZUpdateAgentBotRequest }, onRequest: admin },
    (req) => bots.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(`${base}/:id`, { schema: { tags, params: ZAccountItemParams }, onRequest: admin }, async (req) => {
    await bots.remove(deps, membershipOf(req), req.params.id);
    return {};
  });

  const inbox = '/api/v1/accounts/:accountId/inboxes/:id';
  app.get(
    `${inbox}/agent_bot`,
    { schema: { tags: ['Inboxes'], params: ZAccountItemParams }, onRequest: admin },
    (req) => bots.inboxAgentBot(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${inbox}/set_agent_bot`,
    { schema: { tags: ['Inboxes'], params: ZAccountItemParams, body: ZSetAgentBotRequest }, onRequest: admin },
    async (req, reply) => {
      await bots.setInboxAgentBot(deps, membershipOf(req), req.params.id, req.body.agent_bot);
      return reply.code(204).send();
    },
  );
};
