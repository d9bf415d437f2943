import { z } from 'zod';
import { ZCampaignAudience } from './campaignAudience.ts';
import { ZPhoneE164 } from './inboxes.ts';

/** A one-off campaign recipient's state; `sending` is handed to the provider (never retried after a crash). */
export const RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type TRecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const RECIPIENTS_PER_PAGE = 25;

/** POST campaigns/audience_preview: how many contacts a one-off campaign would reach from this inbox. */
export const ZAudiencePreviewRequest = z.object({
  inbox_id: z.coerce.number().int().positive(),
  audience: ZCampaignAudience.min(1),
});
export type TAudiencePreviewRequest = z.infer<typeof ZAudiencePreviewRequest>;

export const ZAudiencePreview = z.object({
  count: z.number().int(),
  skipped: z.object({ blocked: z.number().int(), no_phone: z.number().int(), opted_out: z.number().int() }),
});
export type TAudiencePreview = z.infer<typeof ZAudiencePreview>;

export const ZCampaignItemParams = z.object({
  accountId: z.string(),
  campaignId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ZRecipientsQuery = z.object({
  page: z.coerce.number().int().positive().max(100_000).default(1),
  status: z.enum(RECIPIENT_STATUSES).optional(),
});
export type TRecipientsQuery = z.infer<typeof ZRecipientsQuery>;

export const ZCampaignRecipient = z.object({
  id: z.number().int(),
  contact: z.object({ id: z.number().int(), name: z.string(), phone_number: z.string().nullable() }),
  status: z.enum(RECIPIENT_STATUSES),
  provider_message_id: z.string().nullable(),
  error_code: z.string().nullable(),
  error: z.string().nullable(),
  conversation_id: z.number().int().nullable(),
  sent_at: z.number().int().nullable(),
  delivered_at: z.number().int().nullable(),
  read_at: z.number().int().nullable(),
});
export type TCampaignRecipient = z.infer<typeof ZCampaignRecipient>;

export const ZCampaignRecipients = z.object({
  meta: z.object({
    count: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    counts: z.record(z.enum(RECIPIENT_STATUSES), z.number().int()),
    campaign: z.object({
      id: z.number().int(),
      title: z.string(),
      message: z.string(),
      campaign_status: z.enum(['active', 'completed']),
      scheduled_at: z.number().int().nullable(),
      inbox: z.object({ id: z.number().int(), name: z.string(), channel_type: z.string() }),
      started_at: z.number().int().nullable(),
      finished_at: z.number().int().nullable(),
    }),
  }),
  payload: z.array(ZCampaignRecipient),
});
export type TCampaignRecipients = z.infer<typeof ZCampaignRecipients>;

/** POST campaigns/{id}/send_test: the campaign's message to one number, nothing recorded. */
export const ZSendTestRequest = z.object({ phone_number: ZPhoneE164 });
export type TSendTestRequest = z.infer<typeof ZSendTestRequest>;
export const ZSendTestResult = z.object({ sent: z.literal(true), provider_message_id: z.string() });
