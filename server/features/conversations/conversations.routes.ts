import { ZAssignee, ZStatusToggled } from '../../../common/contracts/responses/conversations.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { z } from 'zod';
import {
  ZAssignmentRequest,
  ZConversationListQuery,
  ZCreateConversationRequest,
  ZToggleStatusRequest,
  ZTogglePriorityRequest,
} from '../../../common/contracts/conversations.ts';
import {
  ZConversation,
  ZConversationList,
  ZConversationMeta,
} from '../../../common/contracts/responses/conversations.ts';
import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import { ZAccountParams, parseWith, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { readAttachmentForm } from '../attachments/index.ts';
import { registerConversationActionRoutes } from './conversationActions.routes.ts';
import { ZConvParams } from '../conversationCore/index.ts';
import { registerConversationSearchRoutes } from './conversationSearch.routes.ts';
import { registerMergeRoutes } from './merge.routes.ts';
import * as conversations from './conversations.service.ts';
import { deleteConversation } from './conversationDelete.service.ts';
import { actingOn } from './actingOn.ts';

const tags = ['Conversations'];
const base = '/api/v1/accounts/:accountId/conversations';

export const registerConversationRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const allowed = guards.requireAccount(CONVERSATION_PERMISSIONS);
  // Agent-bot tokens may use these too (Chatwoot's bot whitelist): the same commands, with the bot as actor.
  const allowedOrBot = guards.requireAccountOrBot(CONVERSATION_PERMISSIONS);
  app.get(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZConversationListQuery,
        response: { 200: ZConversationList },
      },
      onRequest: allowed,
    },
    (req) => conversations.list(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/meta`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZConversationListQuery,
        response: { 200: ZConversationMeta },
      },
      onRequest: allowed,
    },
    (req) => conversations.meta(deps, membershipOf(req), req.query),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: z.unknown(),
        response: { 200: ZConversation },
        description:
          'JSON (ZCreateConversationRequest; WhatsApp template sends use message.template_params) or multipart with message[attachments][] and additional_attributes[mail_subject]',
      },
      onRequest: allowed,
    },
    async (req) => {
      const { body, files } = req.isMultipart() ? await readAttachmentForm(req) : { body: req.body, files: [] };
      return conversations.create(deps, membershipOf(req), parseWith(ZCreateConversationRequest, body), files);
    },
  );
  app.get(
    `${base}/:conversationId`,
    { schema: { tags, params: ZConvParams, response: { 200: ZConversation } }, onRequest: allowed },
    (req) => conversations.show(deps, membershipOf(req), req.params.conversationId),
  );
  // Chatwoot's conversation deletion (administrators only): the conversation, its messages and files.
  app.delete(
    `${base}/:conversationId`,
    {
      schema: { tags, params: ZConvParams, response: { 200: ZEmpty } },
      onRequest: guards.requireAccount(['administrator']),
    },
    async (req) => {
      await deleteConversation(deps, membershipOf(req), req.params.conversationId);
      return {};
    },
  );
  app.post(
    `${base}/:conversationId/toggle_status`,
    // Chatwoot's clients may send no body at all: no status toggles open ↔ resolved.
    {
      schema: { tags, params: ZConvParams, body: ZToggleStatusRequest.nullish(), response: { 200: ZStatusToggled } },
      onRequest: allowedOrBot,
    },
    async (req) => {
      const { status, snoozed_until } = req.body ?? {};
      const { actor, c } = await actingOn(deps, req, req.params.conversationId);
      return conversations.toggleStatus(deps, actor, c, status, snoozed_until);
    },
  );
  app.post(
    `${base}/:conversationId/toggle_priority`,
    {
      schema: { tags, params: ZConvParams, body: ZTogglePriorityRequest.nullish(), response: { 200: ZEmpty } },
      onRequest: allowedOrBot,
    },
    async (req) => {
      const { actor, c } = await actingOn(deps, req, req.params.conversationId);
      return conversations.togglePriority(deps, actor, c, req.body?.priority);
    },
  );
  app.post(
    `${base}/:conversationId/assignments`,
    {
      schema: {
        tags: ['Conversation Assignments'],
        params: ZConvParams,
        body: ZAssignmentRequest.nullish(),
        querystring: ZAssignmentRequest,
        response: { 200: ZAssignee },
      },
      onRequest: allowedOrBot,
    },
    // The dashboard sends assignee_id in the query and team_id in the body.
    async (req) => {
      const input = { ...req.query, ...(req.body ?? {}) };
      const { actor, c } = await actingOn(deps, req, req.params.conversationId);
      return conversations.assignConversation(deps, actor, c, input);
    },
  );

  registerConversationActionRoutes({ app, deps, guards });
  registerConversationSearchRoutes({ app, deps, guards });
  registerMergeRoutes({ app, deps, guards });
};
