import { z } from 'zod';

/** The events an account webhook may subscribe to (Chatwoot's names). */
export const WEBHOOK_EVENTS = [
  'conversation_created',
  'conversation_status_changed',
  'conversation_updated',
  'contact_created',
  'contact_updated',
  'message_created',
  'message_updated',
  'webwidget_triggered',
  'conversation_typing_on',
  'conversation_typing_off',
  'conversation_merged',
  'conversation_unmerged',
  'conversation_split',
  'contact_erased',
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Chatwoot's default subscriptions (all but typing). */
export const DEFAULT_WEBHOOK_EVENTS: readonly TWebhookEvent[] = WEBHOOK_EVENTS.filter((e) => !e.includes('typing'));

const ZWebhookFields = z.object({
  url: z
    .string()
    .trim()
    .min(1, { message: "can't be blank" })
    .max(2048, { message: 'must be at most 2048 characters' })
    // Chatwoot's text for any URL it refuses: "Url is invalid".
    .regex(/^https?:\/\/[^\s]+$/i, { message: 'is invalid' }),
  name: z
    .string()
    .trim()
    .max(255, { message: 'must be at most 255 characters' })
    .nullable()
    .optional()
    .transform((v) => v || null),
  subscriptions: z
    .array(z.enum(WEBHOOK_EVENTS, { message: `must be one of ${WEBHOOK_EVENTS.join(', ')}` }))
    .min(1, { message: 'must include at least one event' })
    .transform((list) => [...new Set(list)]),
  inbox_id: z.coerce.number().int().positive().nullable().optional(),
});

/** Chatwoot's clients send `{ webhook: { … } }`; the OpenAPI shows the fields flat. Both are accepted. */
const unwrap = (body: unknown) =>
  body && typeof body === 'object' && 'webhook' in body && typeof body.webhook === 'object' ? body.webhook : body;

/** Created without subscriptions (absent, or null as Chatwoot's clients send): Chatwoot's default events. */
export const ZCreateWebhookRequest = z.preprocess(
  unwrap,
  ZWebhookFields.extend({ subscriptions: ZWebhookFields.shape.subscriptions.nullish() }),
);
export type TCreateWebhookRequest = z.infer<typeof ZCreateWebhookRequest>;
export const ZUpdateWebhookRequest = z.preprocess(unwrap, ZWebhookFields.partial());
export type TUpdateWebhookRequest = z.infer<typeof ZUpdateWebhookRequest>;
/** The settings form: one schema with the fields as the dialog edits them. */
export const ZWebhookForm = ZWebhookFields;

export const ZWebhook = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  url: z.string(),
  account_id: z.number().int(),
  subscriptions: z.array(z.string()),
  webhook_type: z.enum(['account_type', 'inbox_type']),
  inbox: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** POST …/webhooks: the only answer that carries the signing secret. */
export const ZWebhookCreated = z.object({ payload: z.object({ webhook: ZWebhook.extend({ secret: z.string() }) }) });
export const ZWebhookItem = z.object({ payload: z.object({ webhook: ZWebhook }) });
export const ZWebhookList = z.object({ payload: z.object({ webhooks: z.array(ZWebhook) }) });

/** One attempt of the delivery log. */
export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  delivery_id: z.string(),
  event: z.string(),
  attempt: z.number().int(),
  trigger: z.enum(['event', 'redelivery', 'test']),
  status_code: z.number().int().nullable(),
  latency_ms: z.number().int(),
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
  success: z.boolean(),
  created_at: z.number().int(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryList = z.object({ payload: z.array(ZWebhookDelivery) });
export const ZWebhookDeliveryItem = z.object({ payload: ZWebhookDelivery });

export const ZWebhookDeliveryParams = z.object({
  accountId: z.string(),
  id: z.coerce.number().int().positive().max(2_147_483_647),
  deliveryId: z.coerce.number().int().positive().max(2_147_483_647),
});
