import { z } from 'zod';
import {
  ZCreateLinearIssueRequest,
  ZLinearCreatedIssue,
  ZLinearIssueList,
  ZLinearLink,
  ZLinearLinkedIssueList,
  ZLinearSearchQuery,
  ZLinearTeamEntities,
  ZLinearTeamList,
  ZLinearTeamQuery,
  ZLinearUnlinked,
  ZLinkedIssuesQuery,
  ZLinkLinearIssueRequest,
  ZUnlinkLinearIssueRequest,
} from '../../../../common/contracts/linear.ts';
import { CONVERSATION_PERMISSIONS } from '../../../../common/permissions.ts';
import { ZEmpty } from '../../../../common/contracts/responses/bodies.ts';
import { ZAccountParams, type TRouteCtx } from '../../../http.ts';
import { membershipOf } from '../../auth/index.ts';
import * as linear from './linear.service.ts';

const tags = ['Integrations'];
const base = '/api/v1/accounts/:accountId/integrations/linear';

/**
 * Chatwoot's integrations/linear routes: members who work conversations use them (each conversation route
 * checks the member may see that conversation); administrators disconnect. Bot tokens match no member: 401.
 * GET /linear/callback ends the OAuth flow that the app's action started.
 */
export const registerLinearRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const agent = guards.requireAccount(CONVERSATION_PERMISSIONS);
  const admin = guards.requireAccount(['administrator']);

  app.get(
    '/linear/callback',
    {
      schema: {
        tags,
        hide: true,
        querystring: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(2048).optional(),
          error: z.string().max(255).optional(),
        }),
      },
    },
    async (req, reply) => reply.redirect(await linear.completeLinearConnect(deps, req.query), 302),
  );
  app.delete(
    base,
    { schema: { tags, params: ZAccountParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await linear.disconnectLinear(deps, membershipOf(req));
      return {};
    },
  );
  app.get(
    `${base}/teams`,
    { schema: { tags, params: ZAccountParams, response: { 200: ZLinearTeamList } }, onRequest: agent },
    (req) => linear.teams(deps, membershipOf(req)),
  );
  app.get(
    `${base}/team_entities`,
    {
      schema: { tags, params: ZAccountParams, querystring: ZLinearTeamQuery, response: { 200: ZLinearTeamEntities } },
      onRequest: agent,
    },
    (req) => linear.teamEntities(deps, membershipOf(req), req.query.team_id),
  );
  app.get(
    `${base}/search_issue`,
    {
      schema: { tags, params: ZAccountParams, querystring: ZLinearSearchQuery, response: { 200: ZLinearIssueList } },
      onRequest: agent,
    },
    (req) => linear.searchIssues(deps, membershipOf(req), req.query.q),
  );
  app.get(
    `${base}/linked_issues`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZLinkedIssuesQuery,
        response: { 200: ZLinearLinkedIssueList },
      },
      onRequest: agent,
    },
    (req) => linear.linkedIssues(deps, membershipOf(req), req.query.conversation_id),
  );
  app.post(
    `${base}/create_issue`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: ZCreateLinearIssueRequest,
        response: { 200: ZLinearCreatedIssue },
      },
      onRequest: agent,
    },
    (req) => linear.createIssue(deps, membershipOf(req), req.body),
  );
  app.post(
    `${base}/link_issue`,
    {
      schema: { tags, params: ZAccountParams, body: ZLinkLinearIssueRequest, response: { 200: ZLinearLink } },
      onRequest: agent,
    },
    (req) => linear.linkIssue(deps, membershipOf(req), req.body),
  );
  app.post(
    `${base}/unlink_issue`,
    {
      schema: { tags, params: ZAccountParams, body: ZUnlinkLinearIssueRequest, response: { 200: ZLinearUnlinked } },
      onRequest: agent,
    },
    (req) => linear.unlinkIssue(deps, membershipOf(req), req.body),
  );
};
