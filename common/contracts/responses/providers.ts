import { z } from 'zod';

/** POST /api/v1/accounts/:accountId/inboxes/:id/register_webhook. */
export const ZWebhookRegistered = z.object({
  webhook_verify_token: z.string().optional(),
  callback_webhook_url: z.string(),
});

/** POST /api/v1/accounts/:accountId/inboxes/:id/sync_templates. */
export const ZTemplatesSynced = z.object({ message: z.string(), templates_count: z.number() });
