// The campaignDelivery module's public surface: other features and server code import it only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerCampaignCheckNowRoute } from './campaignCheckNow.routes.ts';
export { campaignDueJob } from './campaignDelivery.jobs.ts';
export { registerCampaignDeliveryRoutes } from './campaignDelivery.routes.ts';
export { campaignSendJob } from './campaignSend.job.ts';
export { followMessageStatus } from './recipientStatus.service.ts';
