import { z } from 'zod';

/** X ids as text, whichever JSON type they came in. */
const ZId = z.union([z.string(), z.number()]).transform(String);

/** GET /webhooks/twitter: X's challenge-response check (CRC), when registering and then hourly. */
export const ZCrcQuery = z.object({ crc_token: z.string().min(1).max(512) });

export const ZDirectMessageEvent = z.looseObject({
  type: z.string(),
  id: ZId,
  created_timestamp: z.union([z.string(), z.number()]).optional(),
  message_create: z
    .looseObject({
      target: z.looseObject({ recipient_id: ZId }),
      sender_id: ZId,
      message_data: z.looseObject({
        text: z.string().optional(),
        attachment: z
          .looseObject({
            type: z.string(),
            media: z.looseObject({ media_url_https: z.string().optional(), type: z.string().optional() }).optional(),
          })
          .optional(),
      }),
    })
    .optional(),
});
export type TDirectMessageEvent = z.output<typeof ZDirectMessageEvent>;

export const ZTwitterUser = z.looseObject({
  id: ZId,
  name: z.string().optional(),
  screen_name: z.string().optional(),
  profile_image_url_https: z.string().optional(),
});
export type TTwitterUser = z.output<typeof ZTwitterUser>;

/**
 * One Account Activity delivery for the subscribed user (for_user_id). Only direct messages are handled;
 * other activity (tweets, follows, typing) is acknowledged and ignored.
 */
export const ZAccountActivity = z.looseObject({
  for_user_id: ZId,
  direct_message_events: z.array(ZDirectMessageEvent).optional(),
  users: z.record(z.string(), ZTwitterUser).optional(),
});
