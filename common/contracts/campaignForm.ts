import { z } from 'zod';

/*
 * What the campaign dialogs share with the API (common/contracts/campaigns.ts re-exports it all): kept apart
 * from the request schemas, whose date parsing the dashboard's shared chunk need not carry.
 */

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

/** A page address a website campaign may name. */
export const CAMPAIGN_URL = /^https?:\/\/\S+$/i;

export const ZCampaignTitle = z.string().trim().min(1, { message: "can't be blank" }).max(255);
export const ZCampaignMessage = z.string().trim().min(1, { message: "can't be blank" }).max(5000);

/**
 * The campaign dialogs' text fields, as typed (the request is built from them): a website campaign needs
 * its page address and seconds on the page, a one-off campaign its date and time. The same rules as
 * the request's.
 */
const formFields = {
  title: ZCampaignTitle,
  message: ZCampaignMessage,
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
    .regex(CAMPAIGN_URL, { message: 'must start with http:// or https://' }),
  time_on_page: z.coerce.number().int().min(0).max(TIME_ON_PAGE_MAX),
});
export const ZOneOffCampaignForm = z.object({
  ...formFields,
  scheduled_at: z
    .string()
    .min(1, { message: "can't be blank" })
    .refine((v) => !Number.isNaN(new Date(v).getTime()), { message: 'is not a valid date' }),
});
