import {
  ZAudiencePreview,
  ZAudiencePreviewRequest,
  ZCampaignRecipients,
  ZRecipientsQuery,
  ZSendTestRequest,
  ZSendTestResult,
} from '../../../common/contracts/campaignDelivery.ts';
import { ZCsvFile } from '../../../common/contracts/responses/bodies.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as service from './campaignRecipients.service.ts';

const tags = ['Campaigns'];
const base = '/api/v1/accounts/:accountId/campaigns';

/** One-off campaigns' delivery: audience preview, recipients report (JSON, CSV) and a test send. Administrators. */
export const registerCampaignDeliveryRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  app.post(
    `${base}/audience_preview`,
    {
      schema: { tags, params: ZAccountParams, body: ZAudiencePreviewRequest, response: { 200: ZAudiencePreview } },
      onRequest: admin,
    },
    (req) => service.preview(deps, membershipOf(req), req.body),
  );
  app.get(
    `${base}/:id/recipients`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        querystring: ZRecipientsQuery,
        response: { 200: ZCampaignRecipients },
      },
      onRequest: admin,
    },
    (req) => service.recipients(deps, membershipOf(req), req.params.id, req.query),
  );
  app.get(
    `${base}/:id/recipients.csv`,
    {
      schema: { tags, params: ZAccountItemParams, querystring: ZRecipientsQuery, response: { 200: ZCsvFile } },
      onRequest: admin,
    },
    async (req, reply) => {
      const csv = await service.recipientsCsv(deps, membershipOf(req), req.params.id, req.query.status);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="campaign-${req.params.id}-recipients.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
  app.post(
    `${base}/:id/send_test`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZSendTestRequest, response: { 200: ZSendTestResult } },
      onRequest: admin,
    },
    (req) => service.sendTest(deps, membershipOf(req), req.params.id, req.body),
  );
};
