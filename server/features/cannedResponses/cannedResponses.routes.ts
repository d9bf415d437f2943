import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZCannedResponse, ZCannedResponseList } from '../../../common/contracts/responses/cannedResponses.ts';
import {
  ZCannedResponseListQuery,
  ZCreateCannedResponseRequest,
  ZUpdateCannedResponseRequest,
} from '../../../common/contracts/cannedResponses.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as service from './cannedResponses.service.ts';

const tags = ['Canned Responses'];
const base = '/api/v1/accounts/:accountId/canned_responses';

/**
 * Canned responses: every member may list them (the editor's "/" menu); administrators and agents
 * manage them (settings/canned-response is open to both).
 */
export const registerCannedResponseRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const read = guards.requireAccount();
  const write = guards.requireAccount(['administrator', 'agent']);
  app.get(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZCannedResponseListQuery,
        response: { 200: ZCannedResponseList },
      },
      onRequest: read,
    },
    (req) => service.list(deps, membershipOf(req), req.query.search),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateCannedResponseRequest, response: { 200: ZCannedResponse } },
      onRequest: write,
    },
    (req) => service.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        body: ZUpdateCannedResponseRequest,
        response: { 200: ZCannedResponse },
      },
      onRequest: write,
    },
    (req) => service.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: write },
    (req) => service.remove(deps, membershipOf(req), req.params.id),
  );
};
