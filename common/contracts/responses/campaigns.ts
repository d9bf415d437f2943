import { z } from 'zod';
import type { TCampaign } from '../campaigns.ts';
import { tie } from './tie.ts';

/** TCampaign (common/contracts/campaigns.ts), tied to it: a change on one side alone fails tsc. */
export const ZCampaign = tie<TCampaign>()(
  z.object({
    id: z.number(),
    title: z.string(),
    description: z.string().nullable(),
    account_id: z.number(),
    inbox: z.object({ id: z.number(), name: z.string(), channel_type: z.string() }),
    sender: z.object({ id: z.number(), name: z.string(), thumbnail: z.string() }).nullable(),
    message: z.string(),
    campaign_status: z.enum(['active', 'completed']),
    enabled: z.boolean(),
    campaign_type: z.enum(['ongoing', 'one_off']),
    scheduled_at: z.number().nullable().optional(),
    audience: z.array(z.unknown()).optional(),
    trigger_rules: z.record(z.string(), z.unknown()),
    trigger_only_during_business_hours: z.boolean(),
    template_params: z.record(z.string(), z.unknown()),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);

/** GET /api/v1/accounts/:accountId/inboxes/:id/campaigns. */
export const ZCampaignList = z.array(ZCampaign);

/** POST /api/v1/accounts/:accountId/campaigns/audience_preview (the one-off sending module answers it). */
export const ZCampaignAudiencePreview = z.object({
  count: z.number(),
  skipped: z.object({ blocked: z.number(), no_phone: z.number(), opted_out: z.number() }),
});
