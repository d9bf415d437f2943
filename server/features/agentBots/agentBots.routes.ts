import { ZNoContent } from '../../../common/contracts/responses/bodies.ts';
import { ZInboxAgentBot, ZAgentBot, ZAgentBotList } from '../../../common/contracts/responses/agentBots.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import {
  ZCreateAgentBotRequest,
  ZSetAgentBotRequest,
  ZUpdateAgentBotRequest,
} from '../../../common/contracts/agentBots.ts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseWith, ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { membershipOf } from '../auth/index.ts';
import * as bots from './agentBots.service.ts';

const tags = ['Account AgentBots'];

/** JSON, or multipart with an `avatar` file (the settings form sends that when a picture is chosen). */
const readBody = async (req: FastifyRequest) =>
  req.isMultipart() ? readMultipart(req, 'avatar') : { body: req.body, file: null };
const base = '/api/v1/accounts/:accountId/agent_bots';

export const registerAgentBotRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  const member = guards.requireAccount();

  app.get(
    base,
    { schema: { tags, params: ZAccountParams, response: { 200: ZAgentBotList } }, onRequest: member },
    (req) => bots.list(deps, membershipOf(req)),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZAgentBot } }, onRequest: member },
    (req) => bots.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: z.unknown(),
        description: 'JSON or multipart with avatar',
        response: { 200: ZAgentBot },
      },
      onRequest: admin,
    },
    async (req) => {
      const { body, file } = await readBody(req);
      return bots.create(deps, membershipOf(req), parseWith(ZCreateAgentBotRequest, body), file);
    },
  );
  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        body: z.unknown(),
        description: 'JSON or multipart with avatar',
        response: { 200: ZAgentBot },
      },
      onRequest: admin,
    },
    async (req) => {
      const { body, file } = await readBody(req);
      return bots.update(deps, membershipOf(req), req.params.id, parseWith(ZUpdateAgentBotRequest, body), file);
    },
  );
  app.post(
    `${base}/:id/reset_access_token`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZAgentBot } }, onRequest: admin },
    (req) => bots.resetAccessToken(deps, membershipOf(req), req.params.id),
  );
  app.delete(
    `${base}/:id/avatar`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await bots.removeAvatar(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await bots.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );

  const inbox = '/api/v1/accounts/:accountId/inboxes/:id';
  app.get(
    `${inbox}/agent_bot`,
    {
      schema: { tags: ['Inboxes'], params: ZAccountItemParams, response: { 200: ZInboxAgentBot } },
      onRequest: admin,
    },
    (req) => bots.inboxAgentBot(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${inbox}/set_agent_bot`,
    {
      schema: {
        tags: ['Inboxes'],
        params: ZAccountItemParams,
        body: ZSetAgentBotRequest,
        response: { 204: ZNoContent },
      },
      onRequest: admin,
    },
    async (req, reply) => {
      await bots.setInboxAgentBot(deps, membershipOf(req), req.params.id, req.body.agent_bot);
      return reply.code(204).send(null);
    },
  );
};
