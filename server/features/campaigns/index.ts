// The campaigns module's public surface: other features and server code import campaigns only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { findAnsweredCampaign, recordCampaignMessage } from './campaignReply.ts';
export { listOngoingCampaigns } from './campaigns.repo.ts';
export { registerCampaignRoutes } from './campaigns.routes.ts';
