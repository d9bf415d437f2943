import { z } from 'zod';
import { DEFAULT_WIDGET_COLOR, ZWebhookUrl } from '../../../common/contracts/inboxes.ts';

/**
 * The channel forms' rules (spec part 1 §5), over the text the fields hold. Checkboxes are
 * kept as '1' or ''. Each form turns its parsed values into the API's body.
 */
const required = z.string().trim().min(1, { message: "can't be blank" }).max(2048);
const optional = z.string().trim().max(2048);
const E164 = /^\+[1-9]\d{1,14}$/;
export const isE164 = (v: string) => E164.test(v.trim());
/** What the Twilio form sends: a plus sign and the digits only (spaces and dashes dropped). */
export const twilioPhone = (v: string) => `+${v.replace(/\D/g, '')}`;
const e164 = z.string().trim().regex(E164, { message: 'must be in E.164 format' });
const numeric = z.string().trim().regex(/^\d+$/, { message: 'must be numeric' });
const flag = z.enum(['1', '']);

export const ZWebsiteForm = z.object({
  name: required,
  website_url: required,
  widget_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  welcome_title: optional,
  welcome_tagline: optional,
  greeting_enabled: flag,
  greeting_message: z.string().max(10_000),
});
export const WEBSITE_INITIAL = {
  name: '',
  website_url: '',
  widget_color: DEFAULT_WIDGET_COLOR,
  welcome_title: '',
  welcome_tagline: '',
  greeting_enabled: '' as const,
  greeting_message: '',
};

export const ZApiForm = z.object({ name: required, webhook_url: ZWebhookUrl });

export const ZEmailForm = z.object({
  name: required,
  email: z
    .string()
    .trim()
    .pipe(z.email({ message: 'is invalid' })),
});
export const ZEmailOAuthForm = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ message: 'is invalid' })),
});

export const ZBandwidthForm = z.object({
  name: required,
  phone_number: z
    .string()
    .trim()
    .regex(/^\+\d+$/, { message: 'must start with +' }),
  account_id: required,
  application_id: required,
  api_key: required,
  api_secret: required,
});

export const ZWhatsappCloudForm = z.object({
  name: required,
  phone_number: e164,
  phone_number_id: numeric,
  business_account_id: numeric,
  api_key: required,
});
export const ZDialog360Form = z.object({ name: required, phone_number: e164, api_key: required });

const twilioPhoneField = z
  .string()
  .trim()
  .min(1, { message: "can't be blank" })
  .refine((v) => v.startsWith('+') && isE164(twilioPhone(v)), { message: 'must be in E.164 format' });

/**
 * The Twilio form's rules for the current toggles: the messaging service SID replaces the
 * number; an API key adds its SID. Every field validates on its own, so errors show per blur.
 */
export const twilioSchema = (toggles: { messagingService: boolean; apiKey: boolean }) =>
  z.object({
    name: required,
    messaging_service_sid: toggles.messagingService ? required : optional,
    phone_number: toggles.messagingService ? optional : twilioPhoneField,
    account_sid: required,
    api_key_sid: toggles.apiKey ? required : optional,
    auth_token: required,
  });
export type TTwilioForm = z.infer<ReturnType<typeof twilioSchema>>;
export const TWILIO_INITIAL = {
  name: '',
  messaging_service_sid: '',
  phone_number: '',
  account_sid: '',
  api_key_sid: '',
  auth_token: '',
};

/** The body of POST channels/twilio_channel (spec §5: the number as + and digits, or null with a messaging service). */
export const twilioPayload = (
  v: TTwilioForm,
  toggles: { messagingService: boolean; apiKey: boolean },
  medium: 'sms' | 'whatsapp',
) => ({
  name: v.name,
  medium,
  account_sid: v.account_sid,
  auth_token: v.auth_token,
  api_key_sid: toggles.apiKey ? v.api_key_sid : null,
  messaging_service_sid: toggles.messagingService ? v.messaging_service_sid : null,
  phone_number: toggles.messagingService ? null : twilioPhone(v.phone_number),
});

export const ZLineForm = z.object({
  name: required,
  line_channel_id: required,
  line_channel_secret: required,
  line_channel_token: required,
});
export const ZTelegramForm = z.object({ bot_token: required });

/** A Telegram inbox is named after its bot until renamed; the bot id is the token's first part. */
export const telegramInboxName = (token: string) => `Telegram ${token.split(':')[0] ?? ''}`.trim();

export const ZFacebookForm = z.object({
  page_id: z.string().min(1, { message: 'choose a page' }),
  inbox_name: required,
});
