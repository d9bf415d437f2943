import { ZConversationSearchResult } from '../../../common/contracts/responses/conversations.ts';
import { z } from 'zod';
import { ASSIGNEE_TYPES, CONVERSATION_STATUSES } from '../../../common/contracts/conversations.ts';
import { ZConversationFilterQuery, ZConversationFilterRequest } from '../../../common/contracts/conversationsFilter.ts';
import { ZConversationFilterResult } from '../../../common/contracts/responses/conversations.ts';
import { ZSearchQuery } from '../../../common/contracts/search.ts';
import { CONVERSATION_PERMISSIONS } from '../../../common/permissions.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as service from './conversationSearch.service.ts';

const tags = ['Conversations'];
const base = '/api/v1/accounts/:accountId/conversations';

const ZConversationSearchQuery = ZSearchQuery.extend({
  status: z.enum([...CONVERSATION_STATUSES, 'all']).default('all'),
  assignee_type: z.enum(ASSIGNEE_TYPES).default('all'),
});

export const registerConversationSearchRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const onRequest = guards.requireAccount(CONVERSATION_PERMISSIONS);
  app.post(
    `${base}/filter`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZConversationFilterQuery,
        body: ZConversationFilterRequest,
        response: { 200: ZConversationFilterResult },
      },
      onRequest,
    },
    (req) => service.filter(deps, membershipOf(req), req.body, req.query.page, req.query.assignee_type),
  );
  app.get(
    `${base}/search`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZConversationSearchQuery,
        response: { 200: ZConversationSearchResult },
      },
      onRequest,
    },
    (req) => service.search(deps, membershipOf(req), req.query),
  );
};
