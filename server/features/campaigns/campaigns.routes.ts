import { ZCampaignList } from '../../../common/contracts/responses/campaigns.ts';
import { ZAccountItemParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as campaigns from './campaigns.service.ts';

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
};
