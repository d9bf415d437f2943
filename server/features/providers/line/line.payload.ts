import { z } from 'zod';

/** LINE ids and coordinates as text, whichever JSON type they came in. */
const ZText = z.union([z.string(), z.number()]).transform(String);

/** A message of a LINE `message` event (Messaging API webhook); kinds we do not show keep only id and type. */
export const ZLineMessage = z.looseObject({
  id: ZText,
  type: z.string(),
  text: z.string().optional(),
  title: z.string().optional(),
  address: z.string().optional(),
  latitude: ZText.optional(),
  longitude: ZText.optional(),
  stickerId: ZText.optional(),
  packageId: ZText.optional(),
  fileName: z.string().optional(),
});
export type TLineMessage = z.output<typeof ZLineMessage>;

/** One webhook event; only `message` events from a user are ingested, the rest are acknowledged. */
export const ZLineEvent = z.looseObject({
  type: z.string(),
  timestamp: z.number().optional(),
  source: z.looseObject({ userId: z.string().optional() }).optional(),
  message: ZLineMessage.optional(),
});

/** POST /webhooks/line/:line_channel_id (the "verify" button sends an empty list). */
export const ZLineWebhook = z.looseObject({
  destination: z.string().optional(),
  events: z.array(ZLineEvent),
});
