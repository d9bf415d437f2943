import { ZCreateCampaignRequest, ZUpdateCampaignRequest } from '../../../common/contracts/campaigns.ts';
import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZCampaign, ZCampaignList } from '../../../common/contracts/responses/campaigns.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as campaigns from './campaigns.service.ts';

const tags = ['Campaigns'];
const base = '/api/v1/accounts/:accountId/campaigns';

/** Chatwoot's campaigns: administrators only (an agent gets Chatwoot's 401), addressed by display id. */
export const registerCampaignRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  app.get(
    '/api/v1/accounts/:accountId/inboxes/:id/campaigns',
    {
      schema: { tags: ['Inboxes'], params: ZAccountItemParams, response: { 200: ZCampaignList } },
      onRequest: admin,
    },
    (req) => campaigns.listForInbox(deps, membershipOf(req), req.params.id),
  );
  app.get(
    base,
    { schema: { tags, params: ZAccountParams, response: { 200: ZCampaignList } }, onRequest: admin },
    (req) => campaigns.list(deps, membershipOf(req)),
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZCampaign } }, onRequest: admin },
    (req) => campaigns.show(deps, membershipOf(req), req.params.id),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateCampaignRequest, response: { 200: ZCampaign } },
      onRequest: admin,
    },
    (req) => campaigns.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZUpdateCampaignRequest, response: { 200: ZCampaign } },
      onRequest: admin,
    },
    (req) => campaigns.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await campaigns.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
};
