import { z } from 'zod';

/** Graph ids as text, whichever JSON type they came in. */
const ZId = z.union([z.string(), z.number()]).transform(String);

export const ZMessengerAttachment = z.looseObject({
  type: z.string(),
  payload: z
    .looseObject({
      url: z.string().optional(),
      sticker_id: z.union([z.string(), z.number()]).optional(),
      coordinates: z.looseObject({ lat: z.number(), long: z.number() }).optional(),
    })
    .nullish(),
});
export type TMessengerAttachment = z.output<typeof ZMessengerAttachment>;

export const ZMessengerMessage = z.looseObject({
  mid: z.string(),
  text: z.string().optional(),
  is_echo: z.boolean().optional(),
  app_id: ZId.optional(),
  metadata: z.string().optional(),
  quick_reply: z.looseObject({ payload: z.string() }).optional(),
  reply_to: z
    .looseObject({
      mid: z.string().optional(),
      story: z.looseObject({ url: z.string(), id: z.string().optional() }).optional(),
    })
    .optional(),
  attachments: z.array(ZMessengerAttachment).optional(),
});
export type TMessengerMessage = z.output<typeof ZMessengerMessage>;

/** One messaging event: a message (or its echo), a postback, a delivery or a read receipt. */
export const ZMessagingEvent = z.looseObject({
  sender: z.looseObject({ id: ZId }),
  recipient: z.looseObject({ id: ZId }),
  timestamp: z.number().optional(),
  message: ZMessengerMessage.optional(),
  postback: z
    .looseObject({ mid: z.string().optional(), title: z.string().optional(), payload: z.string().optional() })
    .optional(),
  delivery: z.looseObject({ mids: z.array(z.string()).optional(), watermark: z.number().optional() }).optional(),
  /** Messenger names a watermark; Instagram the message read (mid). */
  read: z.looseObject({ watermark: z.number().optional(), mid: z.string().optional() }).optional(),
});
export type TMessagingEvent = z.output<typeof ZMessagingEvent>;

/** Messenger (object "page") and Instagram (object "instagram") share this envelope. */
export const ZMessengerWebhook = z.looseObject({
  object: z.string(),
  entry: z.array(
    z.looseObject({ id: ZId, time: z.number().optional(), messaging: z.array(ZMessagingEvent).optional() }),
  ),
});

export const ZHubVerifyQuery = z.looseObject({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});
