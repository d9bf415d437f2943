import { ZAgentPayload } from '../../../common/contracts/responses/inboxes.ts';
import { ZEmpty, ZMessageBody } from '../../../common/contracts/responses/bodies.ts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZCreateInboxRequest,
  ZInboxMembersRequest,
  ZTwilioChannelRequest,
  ZUpdateInboxRequest,
} from '../../../common/contracts/inboxes.ts';
import { ZInbox, ZInboxList } from '../../../common/contracts/responses/inboxes.ts';
import { parseWith, ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { membershipOf } from '../auth/index.ts';
import * as capacities from './agentCapacities.service.ts';
import { ZAgentCapacityList, ZSetAgentCapacitiesRequest } from '../../../common/contracts/autoAssignment.ts';
import * as inboxes from './inboxes.service.ts';
import * as members from './inboxMembers.service.ts';

const tags = ['Inboxes'];
const base = '/api/v1/accounts/:accountId/inboxes';

/** JSON, or multipart with an `avatar` file (the form the dashboard sends). */
const readBody = async (req: FastifyRequest) =>
  req.isMultipart() ? readMultipart(req, 'avatar') : { body: req.body, file: null };

export const registerInboxRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  const member = guards.requireAccount();

  app.get(base, { schema: { tags, params: ZAccountParams, response: { 200: ZInboxList } }, onRequest: member }, (req) =>
    inboxes.list(deps, membershipOf(req)),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZInbox } }, onRequest: member },
    (req) => inboxes.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: z.unknown(),
        description: 'Body: inbox_create_payload (JSON or multipart with avatar)',
        response: { 200: ZInbox },
      },
      onRequest: admin,
    },
    async (req) => {
      const { body, file } = await readBody(req);
      return inboxes.create(deps, membershipOf(req), parseWith(ZCreateInboxRequest, body), file);
    },
  );
  app.patch(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, body: z.unknown(), response: { 200: ZInbox } }, onRequest: admin },
    async (req) => {
      const { body, file } = await readBody(req);
      return inboxes.update(deps, membershipOf(req), req.params.id, parseWith(ZUpdateInboxRequest, body), file);
    },
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZMessageBody } }, onRequest: admin },
    (req) => inboxes.remove(deps, membershipOf(req), req.params.id),
  );
  app.delete(
    `${base}/:id/avatar`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await inboxes.removeAvatar(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
  app.get(
    `${base}/:id/assignable_agents`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZAgentPayload } }, onRequest: member },
    (req) => members.assignable(deps, membershipOf(req), [req.params.id]),
  );

  app.post(
    '/api/v1/accounts/:accountId/channels/twilio_channel',
    {
      schema: { tags, params: ZAccountParams, body: ZTwilioChannelRequest, response: { 200: ZInbox } },
      onRequest: admin,
    },
    (req) => inboxes.createTwilio(deps, membershipOf(req), req.body.twilio_channel),
  );

  // Auto-assignment capacity per member of the inbox (administrators).
  app.get(
    `${base}/:id/agent_capacities`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZAgentCapacityList } }, onRequest: admin },
    (req) => capacities.list(deps, membershipOf(req), req.params.id),
  );
  app.patch(
    `${base}/:id/agent_capacities`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        body: ZSetAgentCapacitiesRequest,
        response: { 200: ZAgentCapacityList },
      },
      onRequest: admin,
    },
    (req) => capacities.update(deps, membershipOf(req), req.params.id, req.body),
  );

  const inboxMembers = '/api/v1/accounts/:accountId/inbox_members';
  app.get(
    `${inboxMembers}/:id`,
    {
      schema: { tags: ['Inbox Members'], params: ZAccountItemParams, response: { 200: ZAgentPayload } },
      onRequest: member,
    },
    (req) => members.members(deps, membershipOf(req), req.params.id),
  );
  for (const [method, mode] of [
    ['post', 'add'],
    ['patch', 'set'],
    ['delete', 'remove'],
  ] as const) {
    app[method](
      inboxMembers,
      {
        schema: {
          tags: ['Inbox Members'],
          params: ZAccountParams,
          body: ZInboxMembersRequest,
          response: { 200: ZAgentPayload },
        },
        onRequest: admin,
      },
      (req) => members.changeMembers(deps, membershipOf(req), req.body.inbox_id, req.body.user_ids, mode),
    );
  }

  app.get(
    '/api/v1/accounts/:accountId/assignable_agents',
    {
      schema: {
        tags: ['Inbox Members'],
        params: ZAccountParams,
        querystring: z.object({
          'inbox_ids[]': z.union([z.coerce.number(), z.array(z.coerce.number())]).optional(),
          inbox_ids: z.union([z.coerce.number(), z.array(z.coerce.number())]).optional(),
        }),
        response: { 200: ZAgentPayload },
      },
      onRequest: member,
    },
    (req) => {
      const raw = req.query['inbox_ids[]'] ?? req.query.inbox_ids ?? [];
      return members.assignable(
        deps,
        membershipOf(req),
        (Array.isArray(raw) ? raw : [raw]).filter((n) => Number.isInteger(n) && n > 0),
      );
    },
  );
};
