import { z } from 'zod';
import { ZCampaignAudience } from './campaignAudience.ts';
import {
  CAMPAIGN_URL,
  TIME_ON_PAGE_MAX,
  ZCampaignMessage,
  ZCampaignTitle,
  type CAMPAIGN_STATUSES,
  type TCampaignType,
} from './campaignForm.ts';
import { ZTemplateParams } from './conversations.ts';

export * from './campaignForm.ts';

/** A website campaign's rules: the page address (exact, a prefix, or with `*` wildcards) and seconds on it. */
export const ZTriggerRules = z.object({
  url: z.string().trim().max(2048).regex(CAMPAIGN_URL, { message: 'must start with http:// or https://' }).optional(),
  time_on_page: z.coerce.number().int().min(0).max(TIME_ON_PAGE_MAX).optional(),
});
export type TTriggerRules = z.infer<typeof ZTriggerRules>;

/** Unix seconds (Chatwoot's wire format) or an ISO date-time, as a Date. */
const ZScheduledAt = z.preprocess(
  (v) => {
    if (v === null || v === '' || v === undefined) return v === undefined ? undefined : null;
    if (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v))) return new Date(Number(v) * 1000);
    if (typeof v === 'string') return new Date(v);
    return v;
  },
  z.date({ message: 'is not a valid date' }).nullable().optional(),
);

const fields = {
  title: ZCampaignTitle,
  description: z.string().trim().max(1000).nullable().optional(),
  message: ZCampaignMessage,
  inbox_id: z.coerce.number().int().positive(),
  sender_id: z.coerce.number().int().positive().nullable().optional(),
  enabled: z.boolean().optional(),
  trigger_only_during_business_hours: z.boolean().optional(),
  trigger_rules: ZTriggerRules.optional(),
  scheduled_at: ZScheduledAt,
  audience: ZCampaignAudience.optional(),
  template_params: ZTemplateParams.nullable().optional(),
};

/** Chatwoot's clients send `{campaign: {...}}`; ours send the fields at the top level. Both are read. */
const unwrap = (v: unknown) =>
  v && typeof v === 'object' && 'campaign' in v && typeof v.campaign === 'object' ? v.campaign : v;

export const ZCampaignFields = z.object(fields);
export const ZCreateCampaignRequest = z.preprocess(unwrap, ZCampaignFields);
export type TCreateCampaignRequest = z.infer<typeof ZCampaignFields>;
export const ZUpdateCampaignRequest = z.preprocess(unwrap, ZCampaignFields.partial());
export type TUpdateCampaignRequest = Partial<TCreateCampaignRequest>;

/** Wire shape of a campaign (the id is the per-account display id, as Chatwoot sends it). */
export interface TCampaign {
  id: number;
  title: string;
  description: string | null;
  account_id: number;
  inbox: { id: number; name: string; channel_type: string };
  sender: { id: number; name: string; thumbnail: string } | null;
  message: string;
  campaign_status: (typeof CAMPAIGN_STATUSES)[number];
  enabled: boolean;
  campaign_type: TCampaignType;
  scheduled_at?: number | null;
  audience?: unknown[];
  trigger_rules: Record<string, unknown>;
  trigger_only_during_business_hours: boolean;
  template_params: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}
