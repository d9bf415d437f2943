// The webhooks module's public surface: other features and server code import webhooks only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { apiInboxWebhooksInUse, findAccountName, findApiChannel } from './apiInboxWebhook.repo.ts';
export { apiInboxWebhookJob, webhookPayloadOf } from './apiInboxWebhook.ts';
export { botDeliveryIdOf, botDeliveryJob } from './botDelivery.ts';
export { accountWebhookJob, type TAccountWebhookJob } from './webhookDelivery.ts';
export {
  WEBHOOK_SOURCES,
  webhookMessageOf,
  webhookTopicOf,
  type TWebhookSource,
  type TWebhookTopic,
} from './webhookPayloads.ts';
export { listWebhooksSubscribedToAny, webhooksInUse } from './webhooks.repo.ts';
export { registerWebhookRoutes } from './webhooks.routes.ts';
