import {
  ZMergeConversationRequest,
  ZSplitConversationRequest,
} from '../../../common/contracts/conversationsActions.ts';
import { ZConversation } from '../../../common/contracts/responses/conversations.ts';
import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import type { TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { ZConvParams } from '../conversationCore/index.ts';
import * as service from './merge.service.ts';

const tags = ['Conversations'];
const one = '/api/v1/accounts/:accountId/conversations/:conversationId';

/** Merge, unmerge and split (beyond Chatwoot; docs/API.md "Merge and split"). Members only, not bot tokens. */
export const registerMergeRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const onRequest = guards.requireAccount(CONVERSATION_PERMISSIONS);
  const params = ZConvParams;
  app.post(
    `${one}/merge`,
    { schema: { tags, params, body: ZMergeConversationRequest, response: { 200: ZConversation } }, onRequest },
    (req) => service.merge(deps, membershipOf(req), req.params.conversationId, req.body),
  );
  app.post(`${one}/unmerge`, { schema: { tags, params, response: { 200: ZConversation } }, onRequest }, (req) =>
    service.unmerge(deps, membershipOf(req), req.params.conversationId),
  );
  app.post(
    `${one}/split`,
    { schema: { tags, params, body: ZSplitConversationRequest, response: { 200: ZConversation } }, onRequest },
    (req) => service.split(deps, membershipOf(req), req.params.conversationId, req.body),
  );
};
