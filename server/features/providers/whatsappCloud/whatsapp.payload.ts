import { z } from 'zod';

/** WhatsApp ids, numbers and timestamps as text, whichever JSON type they came in. */
const ZText = z.union([z.string(), z.number()]).transform(String);

/** A media object of a message (image, audio, video, document, sticker, voice). */
const ZWhatsappMedia = z.looseObject({
  id: ZText.optional(),
  mime_type: z.string().optional(),
  filename: z.string().optional(),
  caption: z.string().optional(),
});
export type TWhatsappMedia = z.output<typeof ZWhatsappMedia>;

const ZReply = z.looseObject({ title: z.string().optional() });

export const ZWhatsappMessage = z.looseObject({
  id: ZText,
  from: ZText,
  type: z.string(),
  timestamp: ZText.optional(),
  text: z.looseObject({ body: z.string().optional() }).optional(),
  button: z.looseObject({ text: z.string().optional() }).optional(),
  interactive: z.looseObject({ button_reply: ZReply.optional(), list_reply: ZReply.optional() }).optional(),
  location: z
    .looseObject({
      name: z.string().optional(),
      address: z.string().optional(),
      latitude: ZText.optional(),
      longitude: ZText.optional(),
    })
    .optional(),
  context: z.looseObject({ id: ZText.optional() }).optional(),
  image: ZWhatsappMedia.optional(),
  audio: ZWhatsappMedia.optional(),
  video: ZWhatsappMedia.optional(),
  document: ZWhatsappMedia.optional(),
  sticker: ZWhatsappMedia.optional(),
  voice: ZWhatsappMedia.optional(),
});
export type TWhatsappMessage = z.output<typeof ZWhatsappMessage>;

export const ZWhatsappStatus = z.looseObject({
  id: ZText,
  status: z.string(),
  errors: z
    .array(
      z.looseObject({
        message: z.string().optional(),
        title: z.string().optional(),
        error_data: z.looseObject({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
export type TWhatsappStatus = z.output<typeof ZWhatsappStatus>;

/** One `value`: the messages and statuses of one business number. */
export const ZWhatsappValue = z.looseObject({
  metadata: z.looseObject({ phone_number_id: ZText.optional() }).optional(),
  contacts: z
    .array(z.looseObject({ wa_id: ZText, profile: z.looseObject({ name: z.string().optional() }).optional() }))
    .optional(),
  messages: z.array(ZWhatsappMessage).optional(),
  statuses: z.array(ZWhatsappStatus).optional(),
});
export type TWhatsappValue = z.output<typeof ZWhatsappValue>;

/** Cloud API: values nest under entry[].changes[]; only `messages` changes are read. */
export const ZWhatsappCloudWebhook = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.looseObject({ changes: z.array(z.looseObject({ field: z.string(), value: z.unknown() })).optional() }),
  ),
});

/** 360dialog (on-premise shape) posts one value at the top; the Cloud API an envelope. */
export const isCloudEnvelope = (data: unknown) =>
  typeof data === 'object' && data !== null && 'object' in data && data.object === 'whatsapp_business_account';

/** GET /webhooks/whatsapp/:phone_number: Meta's subscription check. */
export const ZWhatsappVerifyQuery = z.looseObject({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});
