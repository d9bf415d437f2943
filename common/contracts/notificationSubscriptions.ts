import { z } from 'zod';

/** base64url (or base64) text decoding to exactly `bytes` bytes. */
const base64Bytes = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Za-z0-9_+/-]+=*$/, `must be base64url`)
    .refine((v) => base64Length(v) === bytes, `must be the browser's ${what} (${bytes} bytes)`);

const base64Length = (v: string) => {
  const body = v.replace(/=+$/, '');
  return Math.floor((body.length * 3) / 4);
};

/** A browser's PushSubscription as the SPA sends it (PushSubscription.toJSON's endpoint and keys). */
export const ZBrowserPushAttributes = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  /** The browser's P-256 public key, uncompressed (65 bytes). */
  p256dh: base64Bytes(65, 'P-256 key'),
  /** The shared authentication secret (16 bytes). */
  auth: base64Bytes(16, 'auth secret'),
});

/** POST /api/v1/notification_subscriptions (Chatwoot's shape; fcm is the mobile app's device token). */
export const ZCreateNotificationSubscriptionRequest = z.discriminatedUnion('subscription_type', [
  z.object({ subscription_type: z.literal('browser_push'), subscription_attributes: ZBrowserPushAttributes }),
  z.object({
    subscription_type: z.literal('fcm'),
    subscription_attributes: z.looseObject({ push_token: z.string().trim().min(1).max(4096) }),
  }),
]);
export type TCreateNotificationSubscriptionRequest = z.infer<typeof ZCreateNotificationSubscriptionRequest>;

/** DELETE /api/v1/notification_subscriptions: the device to forget (Chatwoot's push_token, or a browser's endpoint). */
export const ZDeleteNotificationSubscriptionRequest = z
  .object({ push_token: z.string().max(4096).optional(), endpoint: z.string().max(2048).optional() })
  .refine((v) => !!(v.push_token || v.endpoint), { path: ['push_token'], message: 'is required (or endpoint)' });

export const ZNotificationSubscription = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  subscription_type: z.enum(['browser_push', 'fcm']),
  subscription_attributes: z.record(z.string(), z.string()),
  identifier: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TNotificationSubscription = z.infer<typeof ZNotificationSubscription>;
