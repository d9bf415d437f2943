import { z } from 'zod';
import { ZCampaignAudience } from './campaignAudience.ts';
import { ZTemplateParams } from './conversations.ts';

/** Chatwoot's campaign enums (integers in the database, names on the wire). */
export const CAMPAIGN_TYPES = ['ongoing', 'one_off'] as const;
export const CAMPAIGN_STATUSES = ['active', 'completed'] as const;
export type TCampaignType = (typeof CAMPAIGN_TYPES)[number];

/** The inbox types a campaign may belong to, and the campaign type each implies (Chatwoot's rule). */
export const CAMPAIGN_TYPE_OF_CHANNEL: Record<string, TCampaignType> = {
  'Channel::WebWidget': 'ongoing',
  'Channel::TwilioSms': 'one_off',
  'Channel::Sms': 'one_off',
  'Channel::Whatsapp': 'one_off',
};

/** Longest wait a website campaign may ask for before it shows (a day). */
export const TIME_ON_PAGE_MAX = 86_400;

/** A website campaign's rules: the page address (exact, a prefix, or with `*` wildcards) and seconds on it. */
export const ZTriggerRules = z.object({
  url: z
    .string()
    .trim()
    .max(2048)
    .regex(/^https?:\/\/\S+$/i, { message: 'must start with http:// or https://' })
    .optional(),
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
  title: z.string().trim().min(1, { message: "can't be blank" }).max(255),
  description: z.string().trim().max(1000).nullable().optional(),
  message: z.string().trim().min(1, { message: "can't be blank" }).max(5000),
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

/**
 * The campaign dialogs' text fields, as typed (the request is built from them): a website campaign needs
 * its page address and seconds on the page, a one-off campaign its date and time. The same rules as
 * the request's.
 */
const formFields = {
  title: fields.title,
  message: fields.message,
  inbox_id: z.string().min(1, { message: "can't be blank" }),
  sender_id: z.string(),
  url: z.string(),
  time_on_page: z.string(),
  scheduled_at: z.string(),
};
export const ZOngoingCampaignForm = z.object({
  ...formFields,
  url: z
    .string()
    .trim()
    .min(1, { message: "can't be blank" })
    .max(2048)
    .regex(/^https?:\/\/\S+$/i, { message: 'must start with http:// or https://' }),
  time_on_page: z.coerce.number().int().min(0).max(TIME_ON_PAGE_MAX),
});
export const ZOneOffCampaignForm = z.object({
  ...formFields,
  scheduled_at: z
    .string()
    .min(1, { message: "can't be blank" })
    .refine((v) => !Number.isNaN(new Date(v).getTime()), { message: 'is not a valid date' }),
});

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
