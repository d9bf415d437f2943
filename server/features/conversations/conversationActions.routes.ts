import {
  ZConversationAttachments,
  ZConversation,
  ZConversationCustomAttributes,
} from '../../../common/contracts/responses/conversations.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZLabelTitles } from '../../../common/contracts/responses/contacts.ts';
import {
  ZConversationLabelsRequest,
  ZCustomAttributesRequest,
  ZTranscriptRequest,
  ZTypingStatusRequest,
  ZUpdateConversationRequest,
} from '../../../common/contracts/conversationsActions.ts';
import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import type { TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as actions from './conversationActions.service.ts';
import { actingOn } from './actingOn.ts';
import { ZConvParams } from '../conversationCore/index.ts';

const tags = ['Conversations'];
const one = '/api/v1/accounts/:accountId/conversations/:conversationId';

export const registerConversationActionRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const onRequest = guards.requireAccount(CONVERSATION_PERMISSIONS);
  const params = ZConvParams;

  // Agent-bot tokens may update the conversation and show typing (Chatwoot's bot whitelist).
  const orBot = guards.requireAccountOrBot(CONVERSATION_PERMISSIONS);
  app.patch(
    `${one}`,
    { schema: { tags, params, body: ZUpdateConversationRequest, response: { 200: ZConversation } }, onRequest: orBot },
    async (req) => {
      const { actor, c } = await actingOn(deps, req, req.params.conversationId);
      return actions.update(deps, actor, c, req.body);
    },
  );
  app.get(
    `${one}/labels`,
    { schema: { tags: ['Conversation Labels'], params, response: { 200: ZLabelTitles } }, onRequest },
    (req) => actions.getLabels(deps, membershipOf(req), req.params.conversationId),
  );
  app.post(
    `${one}/labels`,
    {
      schema: {
        tags: ['Conversation Labels'],
        params,
        body: ZConversationLabelsRequest,
        response: { 200: ZLabelTitles },
      },
      onRequest,
    },
    (req) => actions.replaceLabels(deps, membershipOf(req), req.params.conversationId, req.body.labels),
  );
  app.post(
    `${one}/custom_attributes`,
    {
      schema: { tags, params, body: ZCustomAttributesRequest, response: { 200: ZConversationCustomAttributes } },
      onRequest,
    },
    (req) =>
      actions.replaceCustomAttributes(deps, membershipOf(req), req.params.conversationId, req.body.custom_attributes),
  );
  app.post(
    `${one}/update_last_seen`,
    { schema: { tags, params, response: { 200: ZConversation } }, onRequest },
    (req) => actions.updateLastSeen(deps, membershipOf(req), req.params.conversationId),
  );
  app.post(`${one}/unread`, { schema: { tags, params, response: { 200: ZConversation } }, onRequest }, (req) =>
    actions.markUnread(deps, membershipOf(req), req.params.conversationId),
  );
  app.post(
    `${one}/toggle_typing_status`,
    { schema: { tags, params, body: ZTypingStatusRequest, response: { 200: ZEmpty } }, onRequest: orBot },
    async (req) => {
      const { actor, c } = await actingOn(deps, req, req.params.conversationId);
      return actions.toggleTyping(deps, actor, c, req.body.typing_status, req.body.is_private);
    },
  );
  app.post(`${one}/mute`, { schema: { tags, params, response: { 200: ZEmpty } }, onRequest }, (req) =>
    actions.mute(deps, membershipOf(req), req.params.conversationId, true),
  );
  app.post(`${one}/unmute`, { schema: { tags, params, response: { 200: ZEmpty } }, onRequest }, (req) =>
    actions.mute(deps, membershipOf(req), req.params.conversationId, false),
  );
  app.post(
    `${one}/transcript`,
    { schema: { tags, params, body: ZTranscriptRequest, response: { 200: ZEmpty } }, onRequest },
    (req) => actions.sendTranscript(deps, membershipOf(req), req.params.conversationId, req.body.email),
  );
  app.get(
    `${one}/attachments`,
    { schema: { tags, params, response: { 200: ZConversationAttachments } }, onRequest },
    (req) => actions.listAttachments(deps, membershipOf(req), req.params.conversationId),
  );
};
