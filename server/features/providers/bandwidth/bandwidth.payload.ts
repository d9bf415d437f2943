import { z } from 'zod';

const ZText = z.union([z.string(), z.number()]).transform(String);

/** The message of a Bandwidth callback (v2 messaging). */
export const ZBandwidthMessage = z.looseObject({
  id: ZText,
  from: z.string().optional(),
  to: z.union([z.array(ZText), ZText]).optional(),
  text: z.string().optional(),
  time: z.string().optional(),
  media: z.array(ZText).optional(),
});

/** One callback: message-received, message-delivered, message-failed (others are acknowledged). */
export const ZBandwidthCallback = z.looseObject({
  type: z.string(),
  description: z.string().optional(),
  errorCode: ZText.optional(),
  message: ZBandwidthMessage,
});
export type TBandwidthCallback = z.output<typeof ZBandwidthCallback>;

/** POST /webhooks/sms/:phone_number: Bandwidth posts a list; a single callback is accepted too. */
export const ZBandwidthWebhook = z.union([z.array(ZBandwidthCallback), ZBandwidthCallback.transform((c) => [c])]);
