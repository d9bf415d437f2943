import {
  ZSearchMessages,
  ZSearchContacts,
  ZSearchConversations,
  ZSearchAll,
} from '../../../common/contracts/responses/search.ts';
import { ZSearchQuery } from '../../../common/contracts/search.ts';
import { CONVERSATION_PERMISSIONS, type TPermission } from '../../../common/permissions.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as search from './search.service.ts';

const tags = ['Search'];
const base = '/api/v1/accounts/:accountId/search';
/** The conversation permissions plus contact_manage (spec part 2 §2: "base permissions plus one"). */
const SEARCH_PERMISSIONS: TPermission[] = [...CONVERSATION_PERMISSIONS, 'contact_manage'];

export const registerSearchRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const onRequest = guards.requireAccount(SEARCH_PERMISSIONS);
  const schema = { tags, params: ZAccountParams, querystring: ZSearchQuery };
  app.get(base, { schema: { ...schema, response: { 200: ZSearchAll } }, onRequest }, (req) =>
    search.searchAll(deps, membershipOf(req), req.query),
  );
  app.get(
    `${base}/conversations`,
    { schema: { ...schema, response: { 200: ZSearchConversations } }, onRequest },
    async (req) => ({
      payload: { conversations: await search.searchConversations(deps, membershipOf(req), req.query) },
    }),
  );
  app.get(
    `${base}/contacts`,
    { schema: { ...schema, response: { 200: ZSearchContacts } }, onRequest },
    async (req) => ({
      payload: { contacts: await search.searchContacts(deps, membershipOf(req), req.query) },
    }),
  );
  app.get(
    `${base}/messages`,
    { schema: { ...schema, response: { 200: ZSearchMessages } }, onRequest },
    async (req) => ({
      payload: { messages: await search.searchMessages(deps, membershipOf(req), req.query) },
    }),
  );
};
